// The tier an agency's seat buys its creator (issue 17). A creator active on the roster of an agency
// whose subscription is live gets the seats' plan; her own subscription still counts, and she has
// the better of the two (own Creator Pro + an agency's Starter seat: Creator Pro).
//
// How it is kept: the profile's tier is what monitoring, scans and the subscription check read, so
// it is written when either side changes. Her own subscription's events set the better of both
// (store-subscription.ts). A change of the seat (the agency pays, changes plan or stops; she joins or
// leaves the roster) goes through `applySeatChange`: a seat only ever raises her tier, and when it
// goes or falls, her tier falls back to her own subscription's (or the new seat's) only if it was
// the seat's, so a tier set by someone else (an administrator, ADR 034) is left alone.
import { planCatalog, type Plan, type SubscriptionTier } from "@unleak/contracts";
import { agencyCreators, agencySubscriptions, type Database, profiles, subscriptions } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { tierOfSubscription } from "../../billing/subscription-state";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Queryable = Database | Transaction;

/**
 * The provider's statuses under which an agency's seats hold. past_due counts while the provider
 * still collects: agency_subscriptions keeps no grace period (ADR 033's grace_until), and the
 * provider's retries end in unpaid or canceled, whose events end the seats.
 */
const LIVE_SEAT_STATUSES = new Set(["active", "trialing", "past_due"]);

/** The tier an agency subscription's seats buy now, or none. */
export function tierOfSeat(subscription: { plan: Plan | null; status: string | null } | null | undefined): SubscriptionTier | null {
  if (!subscription?.plan || !subscription.status || !LIVE_SEAT_STATUSES.has(subscription.status)) return null;
  return planCatalog[subscription.plan].tier;
}

const rank: Record<SubscriptionTier, number> = { standard: 0, basic: 1, pro: 2, elite: 3, admin: 4 };

/** The better of two tiers (none counts least). */
export function bestTier(a: SubscriptionTier | null, b: SubscriptionTier | null): SubscriptionTier | null {
  if (!a) return b;
  if (!b) return a;
  return rank[a] >= rank[b] ? a : b;
}

/** The tier the seat of her agency (the roster she is active on) buys the creator now, or none. */
export async function seatTierOf(db: Queryable, userId: string): Promise<SubscriptionTier | null> {
  const [seat] = await db
    .select({ plan: agencySubscriptions.plan, status: agencySubscriptions.status })
    .from(agencyCreators)
    .innerJoin(agencySubscriptions, eq(agencySubscriptions.agencyId, agencyCreators.agencyId))
    .where(and(eq(agencyCreators.creatorId, userId), eq(agencyCreators.status, "active")));
  return tierOfSeat(seat);
}

/**
 * Her tier after the seat she holds changed from `before` to `after` (either null: no seat). A
 * better seat raises her tier; a lost or lower seat lowers it to the better of her own subscription
 * and the new seat, only if her tier was the old seat's. An administrator's tier is never touched.
 */
export async function applySeatChange(tx: Queryable, { userId, before, after, now }: { userId: string; before: SubscriptionTier | null; after: SubscriptionTier | null; now: Date }): Promise<void> {
  if (before === after) return;
  const [profile] = await tx.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId));
  if (!profile || profile.tier === "admin") return;
  let next: SubscriptionTier = profile.tier;
  if (after && rank[after] > rank[profile.tier]) next = after;
  else if (before && profile.tier === before && (!after || rank[after] < rank[before])) {
    const [own] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    next = bestTier(tierOfSubscription(own ?? null, now), after) ?? "standard";
  }
  if (next !== profile.tier) await tx.update(profiles).set({ subscriptionTier: next, updatedAt: now }).where(eq(profiles.id, userId));
}
