// /admin/health: is the service well? The takedown and job queues, the sites' last crawls, the
// mail outbox and the web app's crash reports, each with its details a click away.
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { useServiceHealth } from "../api/service-health";
import { CrashReportsCard } from "./crash-reports-card";
import { JobQueueCard } from "./job-queue-card";
import { MailCard } from "./mail-card";
import { SiteHealthCard } from "./site-health-card";
import { TakedownQueueCard } from "./takedown-queue-card";

export function ServiceHealthPage() {
  const { t } = useTranslation("operations");
  const health = useServiceHealth();
  return (
    <section className="grid min-w-0 gap-6" data-testid="service-health">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("health.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("health.intro")}</p>
      </header>
      {health.isPending ? (
        <PageLoader />
      ) : health.isError ? (
        <Alert variant="destructive">{t("health.loadFailed")}</Alert>
      ) : (
        <>
          <TakedownQueueCard takedowns={health.data.takedowns} />
          <JobQueueCard jobs={health.data.jobs} />
          <SiteHealthCard sites={health.data.sites} />
          <MailCard mail={health.data.mail} />
        </>
      )}
      <CrashReportsCard />
    </section>
  );
}
