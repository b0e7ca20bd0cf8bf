// /leaks/:id: one leak's evidence, the creator's verdict, a counter-notice about it, its timeline (the
// notices sent with their text, replies, removal checks with their evidence, waves, outcome) and its evidence pack.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useParams } from "react-router";
import { getLeakQueryOptions } from "@/features/leaks/api/get-leak";
import { LeakDetailPage } from "@/features/leaks/components/leak-detail-page";
import { CounterNoticePanel } from "@/features/takedowns/components/counter-notice-panel";
import { EvidencePackLink } from "@/features/takedowns/components/evidence-pack-link";
import { LeakTimeline } from "@/features/takedowns/components/leak-timeline";

export function Component() {
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  // The timeline asks again while the case moves; the header's status badge follows what it brings.
  const refreshLeak = useCallback(() => void queryClient.invalidateQueries({ queryKey: getLeakQueryOptions(id).queryKey }), [queryClient, id]);
  return (
    <LeakDetailPage
      key={id}
      id={id}
      notices={
        <>
          <CounterNoticePanel leakId={id} />
          <LeakTimeline leakId={id} onStatusChange={refreshLeak} />
          <EvidencePackLink leakId={id} />
        </>
      }
    />
  );
}
