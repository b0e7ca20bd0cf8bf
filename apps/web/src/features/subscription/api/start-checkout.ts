// POST /api/billing/checkout: the provider's hosted checkout page for a plan, opened in this tab.
import { useMutation } from "@tanstack/react-query";
import { billingRoutes, type checkoutRequestSchema } from "@unleak/contracts";
import type { z } from "zod";
import { callApi } from "@/lib/api-client";

type CheckoutInput = z.infer<typeof checkoutRequestSchema>;

export async function startCheckout(input: CheckoutInput): Promise<void> {
  const { url } = await callApi(billingRoutes.checkout, { body: input });
  window.location.assign(url);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
