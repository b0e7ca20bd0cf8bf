// The agency's owner pays for seats (issue 17): a Checkout session in subscription mode for the
// plan's price, quantity one per creator active on the roster (at least one), the agency named in
// the metadata. The provider's customer is the agency's, made the first time and kept in
// agency_subscriptions, so the webhook knows the subscription is an agency's.
import type { Plan } from "@unleak/contracts";
import { agencies, agencySubscriptions, type Database } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { BillingServices } from "../../billing/billing-services";
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";
import { tierOfSeat } from "./seat-tier";
import { activeCreatorCount, seatsFor } from "./sync-agency-seats";

const storedOf = async (db: Database, agencyId: string) => (await db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId)))[0] ?? null;

/** The agency's customer at the provider, made the first time it pays. */
async function customerOf(db: Database, services: BillingServices, agencyId: string): Promise<string> {
  const existing = await storedOf(db, agencyId);
  if (existing) return existing.customerId;
  const [agency] = await db.select({ name: agencies.name, email: agencies.contactEmail }).from(agencies).where(eq(agencies.id, agencyId));
  const customer = await services.stripe.customers.create({ name: agency?.name, email: agency?.email, metadata: { agencyId } });
  // Two checkouts at once: the first row wins, the other customer stays unused at the provider.
  await db.insert(agencySubscriptions).values({ agencyId, customerId: customer.id }).onConflictDoNothing({ target: agencySubscriptions.agencyId });
  return (await storedOf(db, agencyId))!.customerId;
}

export async function startAgencyCheckout({ db, actor, services, plan }: { db: Database; actor: Actor; services: BillingServices | null; plan: Plan }): Promise<{ url: string }> {
  const agencyId = authoriseAgency(actor, "own");
  if (!services) throw new AppError("PAYMENTS_UNAVAILABLE", "no payment provider configured");
  // A second subscription would charge twice: the plan is changed in the portal instead.
  if (tierOfSeat(await storedOf(db, agencyId))) throw new AppError("ALREADY_SUBSCRIBED");
  const quantity = seatsFor(await activeCreatorCount(db, agencyId));
  try {
    const customer = await customerOf(db, services, agencyId);
    const page = `${services.appUrl}/agency/billing`;
    const session = await services.stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price: services.prices[plan], quantity }],
      success_url: `${page}?checkout=success`,
      cancel_url: `${page}?checkout=cancelled`,
      metadata: { agencyId, plan },
      subscription_data: { metadata: { agencyId, plan } },
    });
    if (!session.url) throw new Error("checkout session without a page");
    return { url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("PAYMENTS_UNAVAILABLE", `payment provider: ${(error as Error).message}`);
  }
}
