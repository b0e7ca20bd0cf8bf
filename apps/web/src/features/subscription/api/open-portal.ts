// POST /api/billing/portal: the provider's customer portal (plan change, card, cancellation, invoices).
import { useMutation } from "@tanstack/react-query";
import { billingRoutes, type billingReturns } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";

export async function openPortal({ returnTo = "plans" }: { returnTo?: (typeof billingReturns)[number] } = {}): Promise<void> {
  const { url } = await callApi(billingRoutes.portal, { body: { returnTo } });
  window.location.assign(url);
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
