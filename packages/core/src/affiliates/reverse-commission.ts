// A refund reverses the commission of the refunded invoice (issue 19, ADR 038): the payment
// provider's `charge.refunded` names the charge and its payment intent. Any refund, full or partial,
// reverses the whole commission. A reversed commission stays visible; if it sits in a payout that
// is not paid yet, its amount is deducted from that payout at once (a payout left with nothing is
// rejected); once paid out, the balance goes down by it and the next payout is smaller (ADR 038).
import { commissions, type Database, payoutRequests } from "@unleak/db";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";

export async function reverseCommissions({ db, charge, now }: { db: Database; charge: Stripe.Charge; now: Date }): Promise<number> {
  if (!(charge.amount_refunded > 0)) return 0;
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  const names = [charge.id, ...(intent ? [intent] : [])];
  return db.transaction(async (tx) => {
    const reversed = await tx
      .update(commissions)
      .set({ status: "reversed", reversedAt: now })
      .where(and(inArray(commissions.chargeId, names), ne(commissions.status, "reversed")))
      .returning({ amountCents: commissions.amountCents, payoutId: commissions.payoutId });
    for (const { amountCents, payoutId } of reversed) {
      if (!payoutId) continue;
      const [open] = await tx
        .update(payoutRequests)
        .set({ amountCents: sql`${payoutRequests.amountCents} - ${amountCents}` })
        .where(and(eq(payoutRequests.id, payoutId), inArray(payoutRequests.status, ["requested", "approved"]), sql`${payoutRequests.amountCents} > ${amountCents}`))
        .returning({ id: payoutRequests.id });
      if (open) continue;
      // Nothing would be left to pay: the request is rejected and its other commissions freed.
      const [emptied] = await tx
        .update(payoutRequests)
        .set({ status: "rejected", decidedAt: now })
        .where(and(eq(payoutRequests.id, payoutId), inArray(payoutRequests.status, ["requested", "approved"])))
        .returning({ id: payoutRequests.id });
      if (emptied) await tx.update(commissions).set({ status: "pending", payoutId: null }).where(and(eq(commissions.payoutId, payoutId), ne(commissions.status, "reversed")));
    }
    return reversed.length;
  });
}
