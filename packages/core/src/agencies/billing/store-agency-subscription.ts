// Stores an agency's subscription as the payment provider reports it (issue 17), by ADR 033's rules
// for a creator's: the event recorded in the same transaction (a replay changes nothing), the row
// locked, and a state fetched before the stored one's fetch never replacing it. Seats are the
// item's quantity. When what the seats buy changes, the tier of each creator active on the roster
// follows (seat-tier.ts).
import { agencies, agencyCreators, agencySubscriptions, billingEvents, type Database } from "@unleak/db";
import { and, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { BillingServices } from "../../billing/billing-services";
import { type FetchTicket, planOfPrice } from "../../billing/store-subscription";
import { applySeatChange, type Queryable, tierOfSeat } from "./seat-tier";

const customerOf = (subscription: Stripe.Subscription) => (typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id);

/**
 * The agency a provider subscription is for: the customer an agency's checkout made (stored at
 * checkout), or the agency named in the subscription's metadata; null for a creator's subscription.
 */
export async function agencyOfSubscription(db: Queryable, subscription: Stripe.Subscription): Promise<string | null> {
  const [stored] = await db.select({ agencyId: agencySubscriptions.agencyId }).from(agencySubscriptions).where(eq(agencySubscriptions.customerId, customerOf(subscription)));
  if (stored) return stored.agencyId;
  const named = subscription.metadata?.agencyId;
  if (!named || !/^[0-9a-f-]{36}$/i.test(named)) return null;
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, named));
  return agency?.id ?? null;
}

export interface AgencySubscriptionWrite {
  db: Database;
  services: BillingServices;
  agencyId: string;
  subscription: Stripe.Subscription;
  /** When the subscription's fetch (or update) at the provider started. */
  ticket: FetchTicket;
  /** The provider's event being applied, recorded in the same transaction. */
  event?: { id: string; type: string; createdAt: Date };
  now: Date;
}

/** Answers false for a replayed event (nothing done); a stale state is not stored, but the event is recorded. */
export async function storeAgencySubscription({ db, services, agencyId, subscription, ticket, event, now }: AgencySubscriptionWrite): Promise<boolean> {
  const item = subscription.items.data[0];
  const next = {
    subscriptionId: subscription.id,
    plan: planOfPrice(services, item?.price.id),
    seats: item?.quantity ?? 0,
    status: subscription.status,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    lastEventAt: sql`${ticket}::timestamptz`,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    if (event) {
      const [first] = await tx.insert(billingEvents).values(event).onConflictDoNothing().returning();
      if (!first) return false;
    }
    const stale = sql<boolean>`coalesce(${agencySubscriptions.lastEventAt} > ${ticket}::timestamptz, false)`;
    const [previous] = await tx.select({ ...getTableColumns(agencySubscriptions), stale }).from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId)).for("update");
    if (previous?.stale) return true;
    // A late event about an earlier, ended subscription does not replace the live one that followed it.
    if (previous?.subscriptionId && previous.subscriptionId !== subscription.id && tierOfSeat(previous) && !tierOfSeat(next)) return true;
    if (previous) await tx.update(agencySubscriptions).set(next).where(eq(agencySubscriptions.id, previous.id));
    else {
      // Named by its metadata before any checkout row existed: two deliveries at once, the later fetch wins.
      const newer = sql`${agencySubscriptions.lastEventAt} is null or ${agencySubscriptions.lastEventAt} <= ${ticket}::timestamptz`;
      await tx
        .insert(agencySubscriptions)
        .values({ agencyId, customerId: customerOf(subscription), ...next })
        .onConflictDoUpdate({ target: agencySubscriptions.agencyId, set: next, setWhere: newer });
    }
    const before = tierOfSeat(previous);
    const after = tierOfSeat(next);
    if (before !== after) {
      const roster = await tx.select({ creatorId: agencyCreators.creatorId }).from(agencyCreators).where(and(eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.status, "active"), isNotNull(agencyCreators.creatorId)));
      for (const { creatorId } of roster) await applySeatChange(tx, { userId: creatorId!, before, after, now });
    }
    return true;
  });
}
