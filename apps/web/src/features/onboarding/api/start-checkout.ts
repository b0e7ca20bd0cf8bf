// POST /api/billing/checkout from step 4: the provider's checkout page for the chosen plan, which
// sends the creator back to the app (returnTo "onboarding") once paid or cancelled.
import { billingRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import type { PlanId } from "../lib/plans";

export async function startCheckout({ plan }: { plan: PlanId }): Promise<void> {
  const { url } = await callApi(billingRoutes.checkout, { body: { plan, returnTo: "onboarding" } });
  window.location.assign(url);
}
