// /admin/identity: the identity review queue, for administrators only (RequireAdmin guards it).
import { IdentityReview } from "@/features/admin/components/identity-review";

export function Component() {
  return <IdentityReview />;
}
