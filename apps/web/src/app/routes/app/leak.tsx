// /leaks/:id: one leak's evidence and the creator's verdict.
import { useParams } from "react-router";
import { LeakDetailPage } from "@/features/leaks/components/leak-detail-page";

export function Component() {
  const { id = "" } = useParams();
  return <LeakDetailPage key={id} id={id} />;
}
