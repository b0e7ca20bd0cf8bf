// /scans/:id: one scan of the creator's history.
import { useParams } from "react-router";
import { ScanPage } from "@/features/scans/components/scan-page";

export function Component() {
  const { id = "" } = useParams();
  return <ScanPage key={id} id={id} />;
}
