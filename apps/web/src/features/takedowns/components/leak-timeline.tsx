// The "Timeline" section of a leak's page (issue 13): its case from discovery to its outcome, oldest
// first (notices with their text as sent, replies, checks with their evidence, waves, decisions,
// removal, hand-over, re-uploads), then where it stands now and what comes next.
import type { LeakStatus } from "@unleak/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useLeakTimeline } from "../api/leak-timeline";
import { LeakTimelineEntry } from "./leak-timeline-entry";
import { RemovalTrackingSummary } from "./removal-tracking-summary";

/** `onStatusChange` hears the leak's status each time the timeline brings a new one, so that the page's header follows it. */
export function LeakTimeline({ leakId, onStatusChange }: { leakId: string; onStatusChange?: (status: LeakStatus) => void }) {
  const { t } = useTranslation("takedowns");
  const timeline = useLeakTimeline(leakId);
  const status = timeline.data?.tracking.status;
  useEffect(() => {
    if (status) onStatusChange?.(status);
  }, [status, onStatusChange]);
  const checks = timeline.data ? timeline.data.entries.flatMap((entry) => (entry.kind === "check" ? [entry.check] : [])).reverse() : [];
  return (
    <Card data-testid="leak-timeline">
      <CardHeader>
        <CardTitle>{t("timeline.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {timeline.isPending ? <Spinner /> : null}
        {timeline.isError ? <Alert variant="destructive">{t("timeline.loadError")}</Alert> : null}
        {timeline.data ? (
          <>
            <ol className="divide-y border-l-2 border-muted pl-4">
              {timeline.data.entries.map((entry, index) => (
                <LeakTimelineEntry key={`${entry.kind}-${entry.at}-${index}`} entry={entry} />
              ))}
            </ol>
            <section className="grid gap-2 rounded-lg border p-3" aria-labelledby="leak-timeline-now">
              <h3 id="leak-timeline-now" className="text-sm font-semibold">
                {t("timeline.now")}
              </h3>
              <RemovalTrackingSummary tracking={timeline.data.tracking} checks={checks} />
            </section>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
