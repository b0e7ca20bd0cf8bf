// Where the creator's verification stands: what happens next and how long it usually takes while
// pending, the reviewer's reason and a way to submit again when rejected, the date when approved.
import type { IdentityVerification } from "@unleak/contracts";
import { BadgeCheck, Clock, ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function IdentityStatusCard({ verification, onSubmitAgain }: { verification: IdentityVerification; onSubmitAgain: () => void }) {
  const { t, i18n } = useTranslation("identity");
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso)) : "");
  const { status } = verification;
  if (status === "not_started") return null;
  const Icon = status === "approved" ? BadgeCheck : status === "pending" ? Clock : ShieldAlert;

  return (
    <Card data-testid="identity-status" data-status={status}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Icon aria-hidden="true" className={status === "rejected" ? "size-5 text-destructive" : "size-5 text-primary"} />
          <CardTitle>{t(`card.${status}.title`)}</CardTitle>
          <Badge variant={status === "approved" ? "success" : "outline"}>{t(`status.${status}`)}</Badge>
        </div>
        <CardDescription>
          {t("card.submittedAt", { date: date(verification.submittedAt) })}
          {verification.reviewedAt ? ` · ${t("card.reviewedAt", { date: date(verification.reviewedAt) })}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {status === "pending" ? (
          <>
            <p>{t("card.pending.next")}</p>
            <p className="text-muted-foreground">{t("card.pending.duration")}</p>
          </>
        ) : null}
        {status === "approved" ? <p>{t("card.approved.text")}</p> : null}
        {status === "rejected" ? (
          <>
            <div className="rounded-md border border-destructive/30 bg-destructive/5 p-3">
              <p className="font-medium">{t("card.rejected.reason")}</p>
              <p data-testid="identity-rejection-reason">{verification.rejectionReason || t("card.rejected.noReason")}</p>
            </div>
            <p>{t("card.rejected.text")}</p>
            <div>
              <Button onClick={onSubmitAgain}>{t("card.rejected.again")}</Button>
            </div>
          </>
        ) : null}
        {verification.documentsDeletedAt ? <p className="text-muted-foreground">{t("card.documentsDeleted", { date: date(verification.documentsDeletedAt) })}</p> : null}
      </CardContent>
    </Card>
  );
}
