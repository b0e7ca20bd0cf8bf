// The seats follow the roster (issue 17): an agency pays one seat per creator active on its roster
// (at least one). When the roster changes, the subscription item's quantity is set at the provider,
// with the difference prorated onto the next invoice, and the provider's answer stored as an event's
// fetch would be (store-agency-subscription.ts: the ticket is taken before the provider is asked).
import { agencyCreators, agencySubscriptions, type Database } from "@unleak/db";
import { and, count, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { BillingServices } from "../../billing/billing-services";
import { takeFetchTicket } from "../../billing/store-subscription";
import { AppError } from "../../errors/app-error";
import { type Queryable, tierOfSeat } from "./seat-tier";
import { storeAgencySubscription } from "./store-agency-subscription";

/** Creators active on the agency's roster now. */
export async function activeCreatorCount(db: Queryable, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ active: count() })
    .from(agencyCreators)
    .where(and(eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.status, "active")));
  return Number(row?.active ?? 0);
}

/** The seats a roster needs: one per active creator, at least one (an agency's subscription is never for nobody). */
export const seatsFor = (activeCreators: number) => Math.max(1, activeCreators);

/**
 * Sets the agency's seats at the provider to its active roster; answers the seats stored, or null
 * when the agency has no live subscription (nothing to follow). A provider that does not answer is
 * PAYMENTS_UNAVAILABLE, and the stored seats stay as they were.
 */
export async function syncAgencySeats({ db, services, agencyId }: { db: Database; services: BillingServices; agencyId: string }): Promise<number | null> {
  const [stored] = await db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId));
  if (!stored?.subscriptionId || !tierOfSeat(stored)) return null;
  const quantity = seatsFor(await activeCreatorCount(db, agencyId));
  const ticket = await takeFetchTicket(db);
  const subscription = await setQuantity(services, stored.subscriptionId, quantity);
  await storeAgencySubscription({ db, services, agencyId, subscription, ticket, now: services.clock.now() });
  const [after] = await db.select({ seats: agencySubscriptions.seats }).from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId));
  return after?.seats ?? null;
}

/** The subscription with its item's quantity set (asked only when it differs), as the provider answers it. */
async function setQuantity(services: BillingServices, subscriptionId: string, quantity: number): Promise<Stripe.Subscription> {
  try {
    const subscription = await services.stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscription.id} has no item`);
    if (item.quantity === quantity) return subscription;
    return await services.stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity }], proration_behavior: "create_prorations" });
  } catch (error) {
    throw new AppError("PAYMENTS_UNAVAILABLE", `payment provider: ${(error as Error).message}`);
  }
}
