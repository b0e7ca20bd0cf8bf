// Shown on each legal page while the operator's required details are not configured: the page
// then says it is incomplete instead of inventing them.
import type { OperatorDetails } from "@unleak/contracts";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { missingOperatorDetails } from "../lib/missing-operator-details";

export function OperatorWarning({ operator }: { operator: OperatorDetails }) {
  const { t } = useTranslation("legal");
  const missing = missingOperatorDetails(operator);
  if (missing.length === 0) return null;
  return (
    <Alert variant="destructive" data-testid="operator-warning" className="flex gap-3">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-medium">{t("operatorWarning.title")}</p>
        <p>{t("operatorWarning.description", { keys: missing.join(", ") })}</p>
      </div>
    </Alert>
  );
}
