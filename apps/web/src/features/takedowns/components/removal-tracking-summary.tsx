// Where a leak's case stands now, below its timeline: since when it is tracked, what its status means
// (removed is said to be confirmed only when the tracking status is removed; delisted and restricted
// never read as removed), when the next check runs, the escalation's next step with its date and why,
// a hand-over for a lawyer, and the case a re-upload continues.
import type { LeakStatus, LeakTimeline, RemovalCheckSummary } from "@unleak/contracts";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { waveActionKeys, waveReasonKeys } from "../lib/wave-wording";

/** The statuses of a case under way that have no words of their own below. */
const underWayKeys: Partial<Record<LeakStatus, ParseKeys<"takedowns">>> = {
  queued: "checks.inProgress",
  sent: "checks.inProgress",
  acknowledged: "checks.inProgress",
  escalated: "checks.inProgress",
  counter_noticed: "checks.counterNoticed",
  rejected: "checks.rejected",
  failed: "checks.failed",
};

/** `checks` newest first: the latest restricted check names the status the site answered. */
export function RemovalTrackingSummary({ tracking, checks }: { tracking: LeakTimeline["tracking"]; checks: readonly RemovalCheckSummary[] }) {
  const { t, i18n } = useTranslation("takedowns");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  if (tracking.trackingSince === null) return <p className="text-sm text-muted-foreground" data-testid="tracking-summary">{t("checks.notTracked")}</p>;
  const restrictedStatus = checks.find((check) => check.outcome === "restricted")?.httpStatus ?? 403;
  const underWay = tracking.handedOverAt ? undefined : underWayKeys[tracking.status];
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
      {underWay ? (
        <p className="font-medium" data-testid="tracking-status">
          {t(underWay)}
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
          {t("checks.nextStepAt", { wave: tracking.nextStep.wave, date: dateTime.format(new Date(tracking.nextStep.due)), step: t(waveActionKeys[tracking.nextStep.action]) })}{" "}
          <span className="text-muted-foreground">{t(waveReasonKeys[tracking.nextStep.reason])}</span>
        </p>
      ) : null}
    </div>
  );
}
