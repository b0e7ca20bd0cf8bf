// /admin/inbound: replies no notice was found for, for administrators only (RequireAdmin guards it).
import { InboundRepliesPage } from "@/features/takedowns/components/inbound-replies-page";

export function Component() {
  return <InboundRepliesPage />;
}
