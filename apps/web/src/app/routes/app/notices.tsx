// /notices: every takedown notice sent in the creator's name (issue 12).
import { NoticesPage } from "@/features/takedowns/components/notices-page";

export function Component() {
  return <NoticesPage />;
}
