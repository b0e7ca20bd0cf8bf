// Stores a subscription's state and what follows from it (issue 15, ADR 033): the tier it buys and
// the news for the creator. Several deliveries about one subscription may run at once, in one
// process or several: each takes a ticket from the database's clock before it asks the provider,
// and under the subscription row's lock a state replaces the stored one only if its fetch started
// no earlier than the stored one's. A slow, older fetch therefore never overwrites a newer one, and
// no lock is held while the provider answers (on PGlite a transaction stops every other query).
import { plans, type Plan, type SubscriptionTier } from "@unleak/contracts";
import { billingEvents, type Database, profiles, subscriptions, user } from "@unleak/db";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { bestTier, seatTierOf } from "../agencies/billing/seat-tier";
import { createNotification } from "../notifications/notifications";
import type { BillingServices } from "./billing-services";
import { type StoredSubscription, tierOfSubscription } from "./subscription-state";

/** The database's time when a fetch from the provider started, as PostgreSQL text (microseconds). */
export type FetchTicket = string;

export async function takeFetchTicket(db: Database): Promise<FetchTicket> {
  const result = await db.execute(sql`select clock_timestamp()::text as at`);
  return (result as unknown as { rows: Array<{ at: string }> }).rows[0]!.at;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Row = typeof subscriptions.$inferSelect;
type News = "activated" | "changed" | "paymentFailed" | "cancelScheduled" | "graceEnded" | "ended";

export interface SubscriptionWrite {
  db: Database;
  services: BillingServices;
  customerId: string;
  userHint: string | null;
  /** The state to store, given the stored row; null leaves the row as it is. */
  state: (previous: Row | null) => StoredSubscription;
  /** When the state's fetch started; null for a state made from the stored row itself. */
  ticket: FetchTicket | null;
  /** The provider's event being applied, recorded in the same transaction: a replay changes nothing. */
  event?: { id: string; type: string; createdAt: Date };
  failedPayment?: boolean;
  now: Date;
}

/** Answers false for a replayed event (nothing done); a stale state is not stored, but the event is recorded. */
export async function writeSubscription({ db, services, customerId, userHint, state, ticket, event, failedPayment = false, now }: SubscriptionWrite): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    if (event) {
      const [first] = await tx.insert(billingEvents).values(event).onConflictDoNothing().returning();
      if (!first) return null;
    }
    const stale = ticket ? sql<boolean>`coalesce(${subscriptions.lastEventAt} > ${ticket}::timestamptz, false)` : sql<boolean>`false`;
    const [locked] = await tx.select({ ...getTableColumns(subscriptions), stale }).from(subscriptions).where(eq(subscriptions.customerId, customerId)).for("update");
    const previous: Row | null = locked ?? null;
    const userId = previous?.userId ?? userHint;
    if (!userId) return { userId: null, news: null };
    // The tier the creator had when the row was last written: a grace period that ran out since is over.
    const before = previous ? tierOfSubscription(previous, previous.updatedAt) : null;
    if (locked?.stale) {
      // A newer state is stored already; only the event's own news (a failed payment) still holds.
      return { userId, news: failedPayment && tierOfSubscription(previous, now) ? ("paymentFailed" as const) : null, next: previous! };
    }
    const next = state(previous);
    const values = { ...next, updatedAt: now, ...(ticket ? { lastEventAt: sql`${ticket}::timestamptz` } : {}) };
    if (previous) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, previous.id));
    else {
      const newer = sql`${subscriptions.lastEventAt} is null or ${subscriptions.lastEventAt} <= ${ticket}::timestamptz`;
      await tx
        .insert(subscriptions)
        .values({ userId, customerId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: { customerId, ...values }, ...(ticket ? { setWhere: newer } : {}) });
    }
    const after = tierOfSubscription(next, now);
    // A subscription ending with its period that still buys what it bought sets no tier: an
    // administrator who lowered the tier while ending the payment keeps it lowered (ADR 034). The
    // tier follows again when it changes plan, ends, or is renewed (cancelAtPeriodEnd back to false).
    // A seat of her agency (issue 17) counts too: she has the better of the two (seat-tier.ts).
    if (before !== after || !next.cancelAtPeriodEnd) await setTier(tx, userId, bestTier(after, await seatTierOf(tx, userId)), now);
    return { userId, news: newsOf({ before, after, previous, next, failedPayment }), next };
  });
  if (!outcome) return false;
  // Told after the commit: the notification and the mail use their own connections.
  if (outcome.userId && outcome.news && outcome.next) await tell({ db, services, userId: outcome.userId, news: outcome.news, subscription: outcome.next });
  return true;
}

/** The plan whose configured price this is, or none. */
export function planOfPrice(services: BillingServices, priceId: string | undefined): Plan | null {
  return plans.find((plan) => services.prices[plan] === priceId) ?? null;
}

/** The provider's subscription as stored: the grace period starts at the first failed renewal and is kept until the plan is paid again. */
export function stateOfProvider(services: BillingServices, subscription: Stripe.Subscription, previous: StoredSubscription | null, now: Date): StoredSubscription {
  const item = subscription.items.data[0];
  const pastDue = subscription.status === "past_due";
  return {
    plan: planOfPrice(services, item?.price.id),
    status: subscription.status,
    subscriptionId: subscription.id,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    graceUntil: pastDue ? (previous?.graceUntil ?? new Date(now.getTime() + services.graceDays * 86_400_000)) : null,
  };
}

/** Stores what the provider said about a subscription, fetched after `ticket` was taken. */
export function storeProviderSubscription({ subscription, userHint, ...rest }: Omit<SubscriptionWrite, "customerId" | "state" | "userHint"> & { subscription: Stripe.Subscription; userHint: string | null; ticket: FetchTicket }): Promise<boolean> {
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  return writeSubscription({ ...rest, customerId, userHint: userHint ?? subscription.metadata?.userId ?? null, state: (previous) => stateOfProvider(rest.services, subscription, previous, rest.now) });
}

/** The profile's tier follows the subscription; an admin stays admin. */
async function setTier(tx: Transaction, userId: string, tier: SubscriptionTier | null, now: Date): Promise<void> {
  const [profile] = await tx.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId));
  if (!profile || profile.tier === "admin") return;
  const next = tier ?? "standard";
  if (next !== profile.tier) await tx.update(profiles).set({ subscriptionTier: next, updatedAt: now }).where(eq(profiles.id, userId));
}

function newsOf({ before, after, previous, next, failedPayment }: { before: SubscriptionTier | null; after: SubscriptionTier | null; previous: StoredSubscription | null; next: StoredSubscription; failedPayment: boolean }): News | null {
  if (failedPayment && after) return "paymentFailed";
  if (!before && after) return "activated";
  // Past due beyond the grace period: protection stops although the provider still tries to collect.
  if (before && !after) return next.status === "past_due" ? "graceEnded" : "ended";
  if (before && after && previous?.plan !== next.plan) return "changed";
  if (after && next.cancelAtPeriodEnd && !previous?.cancelAtPeriodEnd) return "cancelScheduled";
  return null;
}

/** A notification for every news; an e-mail too when protection stops unless she acts. */
async function tell({ db, services, userId, news, subscription }: { db: Database; services: BillingServices; userId: string; news: News; subscription: StoredSubscription }): Promise<void> {
  const [owner] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  if (!owner) return;
  const t = services.translatorFor(owner.language);
  const date = (value: Date | null) => value?.toISOString().slice(0, 10) ?? "";
  const values = { plan: subscription.plan ? t(`mail:billing.plans.${subscription.plan}`) : "", periodEnd: date(subscription.currentPeriodEnd), graceUntil: date(subscription.graceUntil), url: `${services.appUrl}/subscription-plans` };
  await createNotification({ db, userId, title: t(`mail:billing.${news}.title`, values), message: t(`mail:billing.${news}.message`, values) });
  if (news === "paymentFailed" || news === "graceEnded" || news === "ended") await services.mailer.send({ to: owner.email, subject: t(`mail:billing.${news}.subject`, values), text: t(`mail:billing.${news}.text`, values) });
}
