// /fullreport: registered creators run a full scan, read its result, download the PDF report and
// manage their reference media. Visitors are sent to onboarding, which returns here; one who has
// just created an account there (the e-mail not yet confirmed) is sent to sign in, where the
// pending-onboarding notice explains what comes next, as the protected pages do.
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { ReferenceMediaCard } from "@/features/references/components/reference-media-card";
import { readDraft } from "@/features/onboarding/lib/draft-storage";
import { FullScanPanel } from "@/features/scans/components/full-scan-panel";
import { useAuthSession } from "@/lib/auth-session";
import type { ReturnState } from "../app/require-auth";

export function Component() {
  const { t } = useTranslation("scans");
  const session = useAuthSession();
  if (session.loading) return <PageLoader message="checkingAuth" />;
  if (!session.data && readDraft()?.accountCreated) {
    return <Navigate to={paths.auth.login.getHref()} replace state={{ from: paths.fullReport.getHref() } satisfies ReturnState} />;
  }
  if (!session.data) return <Navigate to={`${paths.onboarding.getHref()}?redirect=fullreport`} replace />;
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("full.title")}</h1>
        <p className="text-muted-foreground">{t("full.subtitle")}</p>
      </header>
      <FullScanPanel />
      <ReferenceMediaCard />
    </section>
  );
}
