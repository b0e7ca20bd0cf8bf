// /scan-results: the followed free scan's result and the report by e-mail; `?confirmed=1` is
// where the mailed confirmation link lands (`?confirmed=0`: unknown or used link).
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { InstantScanPanel } from "./instant-scan-panel";
import { ReportConfirmed } from "./report-email-form";

export function ScanResultsPage() {
  const { t } = useTranslation("scans");
  const [search] = useSearchParams();
  const confirmedParam = search.get("confirmed");
  const confirmed = confirmedParam === null ? null : confirmedParam === "1";
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("result.title")}</h1>
      {confirmed === true && <ReportConfirmed />}
      {confirmed === false && <Alert variant="destructive">{t("report.invalidLink")}</Alert>}
      <InstantScanPanel hideFormWithResult hideReport={confirmed === true} />
    </section>
  );
}
