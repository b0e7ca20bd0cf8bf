// /instant-scan: the free preview scan by creator name.
import { InstantScanPage } from "@/features/scans/components/instant-scan-page";

export function Component() {
  return <InstantScanPage />;
}
