// POST /api/billing/check-subscription (spec §5, §7, §9): one shared query, cached 5 minutes, each
// call cut off after 8 s. A check that fails never throws: it answers "not subscribed" with the
// reason, so the shell keeps working with basic features (spec §8).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingRoutes, type SubscriptionStatus } from "@unleak/contracts";
import { ApiError, callApi } from "@/lib/api-client";
import { subscriptionQueryKey } from "@/lib/subscription-check-key";

export const SUBSCRIPTION_CACHE_MS = 5 * 60_000;
export const SUBSCRIPTION_CHECK_TIMEOUT_MS = 8_000;

/** Why a check could not say: the server answered an error ("unverified") or never answered ("failed"). */
export type SubscriptionCheckFailure = "unverified" | "failed";
export type SubscriptionCheck = SubscriptionStatus & { failure: SubscriptionCheckFailure | null };

export { subscriptionQueryKey };

const unpaid = (failure: SubscriptionCheckFailure): SubscriptionCheck => ({
  subscribed: false,
  subscriptionTier: "standard",
  message: "",
  hadSubscription: false,
  plan: null,
  status: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  graceUntil: null,
  failure,
});

export async function checkSubscription({ forceRefresh = false, signal }: { forceRefresh?: boolean; signal?: AbortSignal } = {}): Promise<SubscriptionCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBSCRIPTION_CHECK_TIMEOUT_MS);
  const forward = () => controller.abort();
  signal?.addEventListener("abort", forward);
  try {
    const status = await callApi(billingRoutes.checkSubscription, { body: { forceRefresh }, signal: controller.signal });
    return { ...status, failure: null };
  } catch (error) {
    return unpaid(error instanceof ApiError && error.status > 0 ? "unverified" : "failed");
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forward);
  }
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => checkSubscription({ signal }),
    staleTime: SUBSCRIPTION_CACHE_MS,
    gcTime: SUBSCRIPTION_CACHE_MS,
  });

/** The signed-in user's subscription; visitors have none to check. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}

/** "Refresh Status": asks the server to look again at the provider and replaces the cached answer. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkSubscription({ forceRefresh: true }),
    onSuccess: (check) => queryClient.setQueryData(subscriptionQueryKey, check),
  });
}
