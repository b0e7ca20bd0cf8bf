// The agency's owner manages its subscription at the provider's portal (issue 17): plan, card,
// cancelling at the period end, invoices; with the configuration creators use (ADR 033), which
// lets the plan change but not the quantity: the seats follow the roster (sync-agency-seats.ts).
import { agencySubscriptions, type Database } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { BillingServices } from "../../billing/billing-services";
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";

export async function openAgencyPortal({ db, actor, services }: { db: Database; actor: Actor; services: BillingServices | null }): Promise<{ url: string }> {
  const agencyId = authoriseAgency(actor, "own");
  if (!services) throw new AppError("PAYMENTS_UNAVAILABLE", "no payment provider configured");
  const [stored] = await db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId));
  if (!stored?.subscriptionId) throw new AppError("NO_SUBSCRIPTION");
  try {
    const configuration = await services.portalConfiguration();
    const session = await services.stripe.billingPortal.sessions.create({ customer: stored.customerId, configuration, return_url: `${services.appUrl}/agency/billing` });
    return { url: session.url };
  } catch (error) {
    throw new AppError("PAYMENTS_UNAVAILABLE", `payment provider: ${(error as Error).message}`);
  }
}
