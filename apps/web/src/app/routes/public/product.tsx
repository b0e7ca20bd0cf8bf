// /unleak: the product's landing page with the free leak check.
import { ScanLanding } from "@/features/scans/components/scan-landing";

export function Component() {
  return <ScanLanding />;
}
