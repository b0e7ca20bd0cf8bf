// /subscription-plans: the plans, checkout and the subscription's portal (issue 15).
import { SubscriptionPlansPage } from "@/features/subscription/components/subscription-plans-page";

export function Component() {
  return <SubscriptionPlansPage />;
}
