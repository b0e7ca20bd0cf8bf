// The summary above a leak's removal checks: since when it is tracked, what its status means (removed
// is said to be confirmed only when the tracking status is removed), when the next check runs, the
// escalation's next step with its date and why, a hand-over for a lawyer, and the case a re-upload continues.
import type { LeakTracking, WaveAction, WaveReason } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";

// i18next reads "_x" at a key's end as a plural or context suffix, so the texts use camelCase keys.
const actionKeys = {
  reminder: "checks.nextStep.reminder",
  "host-cdn-processor": "checks.nextStep.hostCdnProcessor",
  "registrar-search": "checks.nextStep.registrarSearch",
  "hand-over": "checks.nextStep.handOver",
} as const satisfies Record<WaveAction, string>;
const reasonKeys = {
  reminder_48h_duty: "checks.nextStepReason.reminder48hDuty",
  reminder_no_removal: "checks.nextStepReason.reminderNoRemoval",
  escalate_host: "checks.nextStepReason.escalateHost",
  escalate_registrar: "checks.nextStepReason.escalateRegistrar",
  hand_over: "checks.nextStepReason.handOver",
} as const satisfies Record<WaveReason, string>;

export function RemovalTrackingSummary({ tracking }: { tracking: LeakTracking }) {
  const { t, i18n } = useTranslation("takedowns");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  if (tracking.trackingSince === null) return <p className="text-sm text-muted-foreground" data-testid="tracking-summary">{t("checks.notTracked")}</p>;
  const restrictedStatus = tracking.checks.find((check) => check.outcome === "restricted")?.httpStatus ?? 403;
  return (
    <div className="grid gap-1 text-sm" data-testid="tracking-summary">
      <p>{t("checks.trackingSince", { date: date.format(new Date(tracking.trackingSince)) })}</p>
      {tracking.status === "removed" && tracking.removedAt ? (
        <p className="font-medium" data-testid="tracking-status">
          {t("checks.removedConfirmed", { date: dateTime.format(new Date(tracking.removedAt)) })}
        </p>
      ) : null}
      {tracking.status === "restricted" ? (
        <p className="font-medium" data-testid="tracking-status">
          {t("checks.restricted", { status: restrictedStatus })}
        </p>
      ) : null}
      {tracking.status === "delisted" ? (
        <p className="font-medium" data-testid="tracking-status">
          {t("checks.delisted")}
        </p>
      ) : null}
      {tracking.handedOverAt ? (
        <p className="font-medium" data-testid="tracking-handed-over">
          {t("checks.handedOver", { date: date.format(new Date(tracking.handedOverAt)) })}
        </p>
      ) : null}
      {tracking.parentLeakId ? (
        <p data-testid="tracking-parent">
          {t("checks.reupload")}{" "}
          <Link to={paths.app.leak.getHref(tracking.parentLeakId)} className="text-primary underline">
            {t("checks.reuploadLink")}
          </Link>
        </p>
      ) : null}
      {tracking.nextCheckAt ? <p className="text-muted-foreground">{t("checks.nextCheck", { date: dateTime.format(new Date(tracking.nextCheckAt)) })}</p> : null}
      {tracking.nextStep ? (
        <p data-testid="tracking-next-step">
          {t("checks.nextStepAt", { wave: tracking.nextStep.wave, date: dateTime.format(new Date(tracking.nextStep.due)), step: t(actionKeys[tracking.nextStep.action]) })}{" "}
          <span className="text-muted-foreground">{t(reasonKeys[tracking.nextStep.reason])}</span>
        </p>
      ) : null}
    </div>
  );
}
