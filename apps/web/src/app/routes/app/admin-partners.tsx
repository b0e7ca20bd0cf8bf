// /admin/partners: the partner applications, for administrators only (RequireAdmin guards it).
import { AdminPartnerQueue } from "@/features/partners/components/admin-partner-queue";

export function Component() {
  return <AdminPartnerQueue />;
}
