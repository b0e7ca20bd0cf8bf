// The landing area's free leak check (/home, /unleak): the pitch, the claims and the scan form;
// a finished scan opens the results page.
import { ShieldCheck } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { InstantScanPanel } from "./instant-scan-panel";

const claims = ["sites", "creators", "speed"] as const;

export function ScanLanding() {
  const { t } = useTranslation("scans");
  const navigate = useNavigate();
  const openResults = useCallback(() => void navigate(paths.scanResults.getHref()), [navigate]);
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-10 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-5">
        <p className="text-sm font-medium uppercase tracking-wide text-primary">{t("landing.eyebrow")}</p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("landing.title")}</h1>
        <p className="text-muted-foreground">{t("landing.subtitle")}</p>
        <ul className="grid gap-2">
          {claims.map((claim) => (
            <li key={claim} className="flex items-center gap-2 text-sm">
              <ShieldCheck aria-hidden="true" className="size-4 text-success" />
              {t(`landing.claims.${claim}`)}
            </li>
          ))}
        </ul>
        <Link to={paths.platformDemo.getHref()} className="text-sm text-primary hover:underline">
          {t("landing.demoLink")}
        </Link>
      </div>
      <InstantScanPanel showResult={false} onCompleted={openResults} />
    </section>
  );
}
