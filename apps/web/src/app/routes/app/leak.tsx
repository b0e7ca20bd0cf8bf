// /leaks/:id: one leak's evidence, the creator's verdict, a counter-notice about it, the notices sent for it, its removal checks and its evidence pack.
import { useParams } from "react-router";
import { LeakDetailPage } from "@/features/leaks/components/leak-detail-page";
import { CounterNoticePanel } from "@/features/takedowns/components/counter-notice-panel";
import { EvidencePackLink } from "@/features/takedowns/components/evidence-pack-link";
import { LeakNotices } from "@/features/takedowns/components/leak-notices";
import { LeakRemovalChecks } from "@/features/takedowns/components/leak-removal-checks";

export function Component() {
  const { id = "" } = useParams();
  return (
    <LeakDetailPage
      key={id}
      id={id}
      notices={
        <>
          <CounterNoticePanel leakId={id} />
          <LeakNotices leakId={id} />
          <LeakRemovalChecks leakId={id} />
          <EvidencePackLink leakId={id} />
        </>
      }
    />
  );
}
