// A commission from a paid invoice of a referred account (issue 19, ADR 038): the invoice's paid
// amount times the configured rate, pending until the refund window (the hold period) has passed.
// One commission per invoice: a replayed `invoice.paid` changes nothing (unique invoice id).
import { commissions, type Database, referrals, subscriptions } from "@unleak/db";
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { type AffiliateTerms, DAY_MS } from "./affiliate-terms";

/** The invoice's payment intent (or charge), which a refund names: on the invoice when expanded, else asked for. */
async function paymentOf(stripe: Stripe, invoice: Stripe.Invoice): Promise<string | null> {
  const idOf = (payment: Stripe.InvoicePayment["payment"] | undefined) => {
    const found = payment?.payment_intent ?? payment?.charge ?? null;
    return typeof found === "string" ? found : (found?.id ?? null);
  };
  const included = invoice.payments?.data.find((payment) => payment.status === "paid");
  if (included) return idOf(included.payment);
  const listed = await stripe.invoicePayments.list({ invoice: invoice.id!, limit: 10 });
  return idOf(listed.data.find((payment) => payment.status === "paid")?.payment);
}

export async function recordCommission({ db, stripe, terms, invoice, now }: { db: Database; stripe: Stripe; terms: AffiliateTerms; invoice: Stripe.Invoice; now: Date }): Promise<boolean> {
  const customer = typeof invoice.customer === "string" ? invoice.customer : invoice.customer?.id;
  if (!invoice.id || !customer || !(invoice.amount_paid > 0)) return false;
  const [account] = await db.select({ userId: subscriptions.userId }).from(subscriptions).where(eq(subscriptions.customerId, customer));
  if (!account) return false;
  const [referral] = await db.select({ affiliateUserId: referrals.affiliateUserId }).from(referrals).where(eq(referrals.referredUserId, account.userId));
  if (!referral) return false;
  const [known] = await db.select({ id: commissions.id }).from(commissions).where(eq(commissions.invoiceId, invoice.id));
  if (known) return false;
  const paidSeconds = invoice.status_transitions?.paid_at;
  const paidAt = paidSeconds ? new Date(paidSeconds * 1000) : now;
  const inserted = await db
    .insert(commissions)
    .values({
      affiliateUserId: referral.affiliateUserId,
      referredUserId: account.userId,
      invoiceId: invoice.id,
      chargeId: await paymentOf(stripe, invoice),
      invoiceAmountCents: invoice.amount_paid,
      amountCents: Math.round((invoice.amount_paid * terms.rateBasisPoints) / 10_000),
      currency: invoice.currency,
      rateBasisPoints: terms.rateBasisPoints,
      availableAt: new Date(paidAt.getTime() + terms.holdDays * DAY_MS),
    })
    .onConflictDoNothing({ target: commissions.invoiceId })
    .returning({ id: commissions.id });
  await db.update(referrals).set({ firstPaidAt: paidAt }).where(and(eq(referrals.referredUserId, account.userId), isNull(referrals.firstPaidAt)));
  return inserted.length > 0;
}
