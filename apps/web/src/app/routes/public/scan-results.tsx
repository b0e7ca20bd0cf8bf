// /scan-results: the free scan's result and its report by e-mail.
import { ScanResultsPage } from "@/features/scans/components/scan-results-page";

export function Component() {
  return <ScanResultsPage />;
}
