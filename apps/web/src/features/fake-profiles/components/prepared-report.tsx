// A platform that takes impersonation reports from the person only: the report Unleak prepared
// (subject and text to copy), the platform's form, and the steps to file it herself.
import { Check, Copy, ExternalLink } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useFakeProfile } from "../api/get-fake-profile";

function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation("fakeProfiles");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{label}</span>
        <Button variant="outline" size="sm" aria-label={`${t("selfReport.copy")}: ${label}`} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t("selfReport.copied") : t("selfReport.copy")}
        </Button>
      </div>
      <p className={multiline ? "max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md border bg-muted p-3 text-sm" : "rounded-md border bg-muted p-2 text-sm"}>{value}</p>
    </div>
  );
}

export function PreparedReport({ id, siteName }: { id: string; siteName: string }) {
  const { t } = useTranslation("fakeProfiles");
  const profile = useFakeProfile(id);
  const report = profile.data?.preparedReport;
  return (
    <section className="grid gap-3 rounded-lg border p-4" data-testid="prepared-report" aria-labelledby={`prepared-${id}`}>
      <h3 id={`prepared-${id}`} className="font-medium">
        {t("selfReport.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("selfReport.why", { site: siteName })}</p>
      {!report ? (
        profile.isError ? <p className="text-sm text-destructive">{profile.error.message}</p> : <p className="flex items-center gap-2 text-sm"><Spinner className="size-4" />{t("selfReport.loading")}</p>
      ) : (
        <>
          <CopyField label={t("selfReport.subject")} value={report.subject} />
          <CopyField label={t("selfReport.text")} value={report.text} multiline />
          <div className="grid gap-1 text-sm">
            <p className="font-medium">{t("selfReport.steps")}</p>
            <ol className="list-inside list-decimal" data-testid="self-report-steps">
              <li>{t("selfReport.stepOpen", { site: siteName })}</li>
              <li>{t("selfReport.stepPaste")}</li>
              {report.requiresId && <li>{t("selfReport.stepId")}</li>}
              <li>{t("selfReport.stepSend")}</li>
            </ol>
          </div>
          {report.formUrl && (
            <Button asChild className="justify-self-start">
              <a href={report.formUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {t("selfReport.form")}
              </a>
            </Button>
          )}
        </>
      )}
    </section>
  );
}
