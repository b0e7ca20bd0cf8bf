// The "Removal checks" section of a leak's page, below its notices: the tracking summary and every
// check, newest first, each with its evidence.
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useLeakChecks } from "../api/leak-checks";
import { RemovalCheckRow } from "./removal-check-row";
import { RemovalTrackingSummary } from "./removal-tracking-summary";

export function LeakRemovalChecks({ leakId }: { leakId: string }) {
  const { t } = useTranslation("takedowns");
  const tracking = useLeakChecks(leakId);
  const checks = tracking.data ? [...tracking.data.checks].sort((a, b) => b.checkedAt.localeCompare(a.checkedAt)) : [];
  return (
    <Card data-testid="leak-removal-checks">
      <CardHeader>
        <CardTitle>{t("checks.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tracking.isPending ? <Spinner /> : null}
        {tracking.isError ? <Alert variant="destructive">{t("checks.loadError")}</Alert> : null}
        {tracking.data ? <RemovalTrackingSummary tracking={tracking.data} /> : null}
        {checks.length > 0 ? (
          <ol className="divide-y">
            {checks.map((check) => (
              <RemovalCheckRow key={check.id} check={check} />
            ))}
          </ol>
        ) : null}
      </CardContent>
    </Card>
  );
}
