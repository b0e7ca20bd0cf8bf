// /instant-scan: the free scan on its own page; a finished scan opens the results page.
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { InstantScanPanel } from "./instant-scan-panel";

export function InstantScanPage() {
  const { t } = useTranslation("scans");
  const navigate = useNavigate();
  const openResults = useCallback(() => void navigate(paths.scanResults.getHref()), [navigate]);
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("landing.title")}</h1>
        <p className="text-muted-foreground">{t("landing.subtitle")}</p>
      </header>
      <InstantScanPanel showResult={false} onCompleted={openResults} />
    </section>
  );
}
