// /admin/payouts: affiliates' payout requests, for administrators only (RequireAdmin guards it).
import { AdminPayoutQueue } from "@/features/affiliates/components/admin-payout-queue";

export function Component() {
  return <AdminPayoutQueue />;
}
