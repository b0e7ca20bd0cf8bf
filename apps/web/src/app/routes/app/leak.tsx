// /leaks/:id: one leak's evidence, the creator's verdict, a counter-notice about it, its timeline (the
// notices sent with their text, replies, removal checks with their evidence, waves, outcome) and its evidence pack.
import { useParams } from "react-router";
import { LeakDetailPage } from "@/features/leaks/components/leak-detail-page";
import { CounterNoticePanel } from "@/features/takedowns/components/counter-notice-panel";
import { EvidencePackLink } from "@/features/takedowns/components/evidence-pack-link";
import { LeakTimeline } from "@/features/takedowns/components/leak-timeline";

export function Component() {
  const { id = "" } = useParams();
  return (
    <LeakDetailPage
      key={id}
      id={id}
      notices={
        <>
          <CounterNoticePanel leakId={id} />
          <LeakTimeline leakId={id} />
          <EvidencePackLink leakId={id} />
        </>
      }
    />
  );
}
