// /admin/takedowns: the takedown overview, for administrators only (RequireAdmin guards it).
import { TakedownOverviewPage } from "@/features/admin/components/takedown-overview";

export function Component() {
  return <TakedownOverviewPage />;
}
