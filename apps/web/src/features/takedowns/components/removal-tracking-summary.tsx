// The summary above a leak's removal checks: since when it is tracked, what its status means (removed
// is said to be confirmed only when the tracking status is removed) and when the next check runs.
import type { LeakTracking } from "@unleak/contracts";
import { useTranslation } from "react-i18next";

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
      {tracking.nextCheckAt ? <p className="text-muted-foreground">{t("checks.nextCheck", { date: dateTime.format(new Date(tracking.nextCheckAt)) })}</p> : null}
    </div>
  );
}
