// The report by e-mail (spec §2.5): an address, then "check your mailbox" (confirming), and
// "confirmed" once the mailed link was opened (the server redirects to /scan-results?confirmed=1).
import { MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { useRequestInstantScanReportMail } from "../api/request-instant-scan-report-mail";
import { scanErrorKey, serverMessage } from "../lib/scan-error";

export type ReportState = { state: "form" } | { state: "confirming"; email: string } | { state: "confirmed" };

export function ReportEmailForm({ scanId, initial = { state: "form" } }: { scanId: string; initial?: ReportState }) {
  const { t } = useTranslation("scans");
  const [report, setReport] = useState<ReportState>(initial);
  const [email, setEmail] = useState("");
  const request = useRequestInstantScanReportMail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ scanId, email: email.trim() }, { onSuccess: () => setReport({ state: "confirming", email: email.trim() }) });
  };

  if (report.state === "confirmed") return <ReportConfirmed />;
  if (report.state === "confirming") {
    return (
      <Alert data-testid="report-confirming" className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <p className="font-medium">{t("report.confirmingTitle")}</p>
          <p>{t("report.confirmingText", { email: report.email })}</p>
        </div>
      </Alert>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("report.title")}</CardTitle>
        <CardDescription>{t("report.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" data-testid="report-email-form">
          <FormField label={t("report.emailLabel")} type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit" disabled={request.isPending || !email.trim()}>
            {request.isPending ? t("report.sending") : t("report.submit")}
          </Button>
        </form>
        {request.isError && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {serverMessage(request.error) ?? t(scanErrorKey(request.error))}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** Where the mailed confirmation link lands: confirmed, with a call to register. */
export function ReportConfirmed() {
  const { t } = useTranslation("scans");
  return (
    <Alert variant="success" data-testid="report-confirmed" className="grid gap-2">
      <p className="font-medium">{t("report.confirmedTitle")}</p>
      <p>{t("report.confirmedText")}</p>
      <Button asChild size="sm" className="justify-self-start">
        <Link to={paths.auth.register.getHref()}>{t("report.register")}</Link>
      </Button>
    </Alert>
  );
}
