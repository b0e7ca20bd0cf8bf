// The agency's seats at the payment provider: GET /api/agency/billing, and the owner's ways there,
// checkout for a plan (POST /api/agency/billing/checkout) and the portal (POST .../portal), each
// opened in this tab.
import { agencyInsightRoutes, type Plan } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getAgencyBilling = () => callApi(agencyInsightRoutes.billing);

export const getAgencyBillingQueryOptions = () => queryOptions({ queryKey: ["agency", "billing"], queryFn: getAgencyBilling });

/** `awaitingPayment`: back from a paid checkout whose events may not have arrived yet: ask again every 2 s. */
export function useAgencyBilling({ awaitingPayment = false }: { awaitingPayment?: boolean } = {}) {
  return useQuery({ ...getAgencyBillingQueryOptions(), refetchInterval: (query) => (awaitingPayment && !query.state.data?.seatsActive ? 2000 : false) });
}

export async function startAgencyCheckout(plan: Plan): Promise<void> {
  const { url } = await callApi(agencyInsightRoutes.checkout, { body: { plan } });
  window.location.assign(url);
}

export async function openAgencyPortal(): Promise<void> {
  const { url } = await callApi(agencyInsightRoutes.portal, { body: {} });
  window.location.assign(url);
}

export const useStartAgencyCheckout = () => useMutation({ mutationFn: startAgencyCheckout });
export const useOpenAgencyPortal = () => useMutation({ mutationFn: openAgencyPortal });
