// The cache key of the subscription check (features/subscription). Shared so that a live profile
// event (features/notifications) can mark the check stale without one feature importing the other:
// a plan paid in another tab changes the tier, and the unpaid modal must not wait 5 minutes for it.
export const subscriptionQueryKey = ["subscription"] as const;
