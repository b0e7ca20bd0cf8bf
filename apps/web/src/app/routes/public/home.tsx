// /home: the landing area's free leak check.
import { ScanLanding } from "@/features/scans/components/scan-landing";

export function Component() {
  return <ScanLanding />;
}
