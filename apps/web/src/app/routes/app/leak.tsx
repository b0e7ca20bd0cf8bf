// /leaks/:id: one leak's evidence, the creator's verdict, and the notices sent for it.
import { useParams } from "react-router";
import { LeakDetailPage } from "@/features/leaks/components/leak-detail-page";
import { LeakNotices } from "@/features/takedowns/components/leak-notices";

export function Component() {
  const { id = "" } = useParams();
  return <LeakDetailPage key={id} id={id} notices={<LeakNotices leakId={id} />} />;
}
