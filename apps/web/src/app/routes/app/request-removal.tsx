// /request-removal: choose leaks, review where each notice goes and why, and send them (issue 12).
import { RequestRemovalPage } from "@/features/takedowns/components/request-removal-page";

export function Component() {
  return <RequestRemovalPage />;
}
