// /platform-demo: a guided run of the free scan for the demo creator.
import { PlatformDemo } from "@/features/scans/components/platform-demo";

export function Component() {
  return <PlatformDemo />;
}
