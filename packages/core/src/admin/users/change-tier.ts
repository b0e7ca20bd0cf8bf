// An administrator sets an account's tier (issue 16), with the audit entry in the same
// transaction. The payment provider is not told unless asked: its next event for the account (a
// renewal, a cancellation) sets the tier its subscription pays for again. Asked (`cancelAtProvider`,
// only towards an unpaid tier), the provider first sets the subscription to end with its paid
// period and what it answers is stored as billing stores every fetch; a provider that refuses or
// cannot be reached leaves everything as it was.
import { endsAtProviderOnRequest, type SubscriptionTier } from "@unleak/contracts";
import { type Database, profiles, subscriptions } from "@unleak/db";
import { eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { BillingServices } from "../../billing/billing-services";
import { storeProviderSubscription, takeFetchTicket } from "../../billing/store-subscription";
import { AppError } from "../../errors/app-error";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";
import { recordAdminAction } from "../admin-audit";

export interface TierChange {
  db: Database;
  actor: SignedInActor;
  userId: string;
  tier: SubscriptionTier;
  reason: string;
  /** Also end the payment at the provider with the paid period (the contract allows it towards an unpaid tier only). */
  cancelAtProvider?: boolean;
  /** The payment provider; needed only with `cancelAtProvider`. */
  billing?: BillingServices | null;
}

/**
 * Unknown user: NOT_FOUND; the tier it already has: CONFLICT (nothing to record). With
 * `cancelAtProvider`: no subscription that still charges and is not ending already (as stored, or
 * as the provider answers): NO_SUBSCRIPTION; no provider, or one that fails: PAYMENTS_UNAVAILABLE.
 */
export async function changeTier({ db, actor, userId, tier, reason, cancelAtProvider = false, billing = null }: TierChange): Promise<void> {
  authorise(actor, "admin.users.manage", userId);
  // Refused before the provider is asked: a cancellation must not happen for a change that will not.
  const [profile] = await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new AppError("NOT_FOUND");
  if (profile.tier === tier) throw new AppError("CONFLICT", "the account already has this tier");
  const cancelled = cancelAtProvider ? await cancelAtPeriodEnd(db, billing, userId) : null;
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!locked) throw new AppError("NOT_FOUND");
    if (locked.tier === tier) throw new AppError("CONFLICT", "the account already has this tier");
    await tx.update(profiles).set({ subscriptionTier: tier, updatedAt: sql`now()` }).where(eq(profiles.id, userId));
    const details = cancelled ? { from: locked.tier, to: tier, cancelledAtProvider: true, subscriptionId: cancelled.id } : { from: locked.tier, to: tier };
    await recordAdminAction(tx, { actor, action: "user.tier", targetUserId: userId, reason, details });
  });
}

/** Asks the provider to end the user's subscription with its paid period, and stores its answer. */
async function cancelAtPeriodEnd(db: Database, billing: BillingServices | null, userId: string): Promise<Stripe.Subscription> {
  const [stored] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!stored?.subscriptionId || !endsAtProviderOnRequest(stored)) throw new AppError("NO_SUBSCRIPTION", "no subscription that still charges and is not ending already");
  if (!billing) throw new AppError("PAYMENTS_UNAVAILABLE", "no payment provider configured");
  const ticket = await takeFetchTicket(db);
  let answer: Stripe.Subscription;
  try {
    answer = await billing.stripe.subscriptions.update(stored.subscriptionId, { cancel_at_period_end: true });
  } catch (error) {
    // The provider refuses the request (its subscription is gone or cancelled already): ours was out of date.
    const refused = (error as { type?: string }).type === "StripeInvalidRequestError";
    throw new AppError(refused ? "NO_SUBSCRIPTION" : "PAYMENTS_UNAVAILABLE", `payment provider: ${(error as Error).message}`);
  }
  await storeProviderSubscription({ db, services: billing, subscription: answer, userHint: userId, ticket, now: billing.clock.now() });
  return answer;
}
