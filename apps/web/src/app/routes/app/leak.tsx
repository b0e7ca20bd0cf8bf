// /leaks/:id: one leak's evidence, the creator's verdict, the notices sent for it and its removal checks.
import { useParams } from "react-router";
import { LeakDetailPage } from "@/features/leaks/components/leak-detail-page";
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
          <LeakNotices leakId={id} />
          <LeakRemovalChecks leakId={id} />
        </>
      }
    />
  );
}
