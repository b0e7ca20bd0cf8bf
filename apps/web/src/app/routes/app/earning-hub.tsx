// /earning-hub (issue 19): the signed-in user's referral link, referrals, commissions and payouts.
import { EarningHub } from "@/features/affiliates/components/earning-hub";

export function Component() {
  return <EarningHub />;
}
