// What a subscription at the payment provider means for a creator (issue 15, ADR 033): the tier it
// buys, whether it counts as paid, and the answer of the subscription check (spec §5 and §7).
import { type CheckedTier, paidTiers, type Plan, planCatalog, type SubscriptionStatus, type SubscriptionTier } from "@unleak/contracts";

/** The provider's statuses under which the plan is kept (past_due only within the grace period). */
const LIVE_STATUSES = new Set(["active", "trialing"]);

export interface StoredSubscription {
  plan: Plan | null;
  status: string | null;
  subscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceUntil: Date | null;
}

/** The tier a subscription buys now: its plan's while active (or past due within the grace period), else none. */
export function tierOfSubscription(subscription: StoredSubscription | null, now: Date): SubscriptionTier | null {
  if (!subscription?.plan || !subscription.status) return null;
  const live = LIVE_STATUSES.has(subscription.status) || (subscription.status === "past_due" && !!subscription.graceUntil && subscription.graceUntil > now);
  return live ? planCatalog[subscription.plan].tier : null;
}

/** Paid: staff and the top tiers (spec §5), or any plan the provider says is paid for (Starter buys "basic"). */
export function isSubscribed(tier: CheckedTier, subscription: StoredSubscription | null, now: Date): boolean {
  return (paidTiers as readonly string[]).includes(tier) || tierOfSubscription(subscription, now) !== null;
}

/** `seated`: a creator on the roster of an agency that pays a seat for her (issue 17) is subscribed whatever her own plan. */
export function subscriptionAnswer(tier: CheckedTier, subscription: StoredSubscription | null, now: Date, messages: { subscribed: string; notSubscribed: string }, seated = false): SubscriptionStatus {
  const subscribed = seated || isSubscribed(tier, subscription, now);
  return {
    subscribed,
    subscriptionTier: tier,
    message: subscribed ? messages.subscribed : messages.notSubscribed,
    hadSubscription: !!subscription?.subscriptionId,
    plan: subscription?.plan ?? null,
    status: subscription?.status ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: subscription?.currentPeriodEnd?.toISOString() ?? null,
    graceUntil: subscription?.status === "past_due" ? (subscription.graceUntil?.toISOString() ?? null) : null,
  };
}
