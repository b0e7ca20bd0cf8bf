// The agency's billing page (issue 17): the plan and seats it pays for, the creators active on its
// roster (the seats follow them), the provider's status and period, and the latest invoices, read
// from the provider. Every member reads it; paying and the portal are the owner's.
import type { AgencyBilling } from "@unleak/contracts";
import { agencySubscriptions, type Database } from "@unleak/db";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { BillingServices } from "../../billing/billing-services";
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";
import { tierOfSeat } from "./seat-tier";
import { activeCreatorCount } from "./sync-agency-seats";

const INVOICES_SHOWN = 12;

const invoiceOf = (invoice: Stripe.Invoice): AgencyBilling["invoices"][number] => ({
  id: invoice.id ?? "",
  number: invoice.number ?? null,
  status: invoice.status ?? null,
  amountDue: invoice.amount_due,
  amountPaid: invoice.amount_paid,
  currency: invoice.currency,
  createdAt: new Date(invoice.created * 1000).toISOString(),
  hostedUrl: invoice.hosted_invoice_url ?? null,
});

export async function getAgencyBilling({ db, actor, services }: { db: Database; actor: Actor; services: BillingServices | null }): Promise<AgencyBilling> {
  const agencyId = authoriseAgency(actor, "member");
  if (!services) throw new AppError("PAYMENTS_UNAVAILABLE", "no payment provider configured");
  const [stored] = await db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId));
  const activeCreators = await activeCreatorCount(db, agencyId);
  let invoices: AgencyBilling["invoices"] = [];
  if (stored) {
    try {
      invoices = (await services.stripe.invoices.list({ customer: stored.customerId, limit: INVOICES_SHOWN })).data.map(invoiceOf);
    } catch (error) {
      throw new AppError("PAYMENTS_UNAVAILABLE", `payment provider: ${(error as Error).message}`);
    }
  }
  return {
    plan: stored?.plan ?? null,
    seats: stored?.seats ?? 0,
    activeCreators,
    status: stored?.status ?? null,
    seatsActive: tierOfSeat(stored) !== null,
    currentPeriodEnd: stored?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: stored?.cancelAtPeriodEnd ?? false,
    invoices,
  };
}
