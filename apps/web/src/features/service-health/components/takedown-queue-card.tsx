// The takedown queue at a glance: notices waiting to leave and failed, replies not understood or
// not matched to a notice; the takedown overview and the inbound replies have the details.
import type { ServiceHealth } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Figure, HealthCard } from "./health-card";

export function TakedownQueueCard({ takedowns }: { takedowns: ServiceHealth["takedowns"] }) {
  const { t } = useTranslation("operations");
  const overview = paths.app.adminTakedowns.getHref();
  const inbound = paths.app.adminInbound.getHref();
  return (
    <HealthCard title={t("health.takedowns.title")} link={{ to: overview, label: t("health.takedowns.open") }} testId="health-takedowns">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t("health.takedowns.waiting")} value={takedowns.waiting} to={overview} />
        <Figure label={t("health.takedowns.failed")} value={takedowns.failed} to={overview} />
        <Figure label={t("health.takedowns.unparsed")} value={takedowns.unparsedReplies} to={inbound} />
        <Figure label={t("health.takedowns.unthreaded")} value={takedowns.unthreadedReplies} to={inbound} />
      </ul>
    </HealthCard>
  );
}
