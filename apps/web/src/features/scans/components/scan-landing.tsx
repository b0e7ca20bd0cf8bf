// The landing area's free leak check (/home, /unleak): the pitch, the claims (real figures from
// GET /api/stats, shown once they arrive), the way to an account and the scan form; a finished
// scan opens the results page.
import { ShieldCheck } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePublicStats } from "@/lib/public-stats";
import { InstantScanPanel } from "./instant-scan-panel";

export function ScanLanding() {
  const { t } = useTranslation("scans");
  const navigate = useNavigate();
  const openResults = useCallback(() => void navigate(paths.scanResults.getHref()), [navigate]);
  const stats = usePublicStats().data;
  const claims = stats
    ? [t("landing.claims.preview", { previewSites: stats.previewSites }), t("landing.claims.sites", { sites: stats.sites }), t("landing.claims.creators", { creators: stats.creators })]
    : [];
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-10 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-5">
        <p className="text-sm font-medium uppercase tracking-wide text-primary">{t("landing.eyebrow")}</p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t("landing.title")}</h1>
        <p className="text-muted-foreground">{t("landing.subtitle")}</p>
        <ul className="grid gap-2" data-testid="landing-claims">
          {claims.map((claim) => (
            <li key={claim} className="flex items-center gap-2 text-sm">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
              {claim}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button asChild>
            <Link to={paths.auth.register.getHref()}>{t("landing.signUp")}</Link>
          </Button>
          <Link to={paths.platformDemo.getHref()} className="text-sm text-primary hover:underline">
            {t("landing.demoLink")}
          </Link>
        </div>
      </div>
      <InstantScanPanel showResult={false} onCompleted={openResults} />
    </section>
  );
}
