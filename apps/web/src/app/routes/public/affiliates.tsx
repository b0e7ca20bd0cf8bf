// /affiliates and /affilates (issue 19): the affiliate programme, and her referral link when signed in.
import { AffiliatesPage } from "@/features/affiliates/components/affiliates-page";

export function Component() {
  return <AffiliatesPage />;
}
