// A payout request (issue 19, ADR 038): the whole available balance, at least the configured
// minimum, by a method this deployment offers. The commissions past their hold period go into the
// request (status "requested"), so the history shows which were asked for.
import type { Payout, PayoutMethod } from "@unleak/contracts";
import { affiliates, commissions, type Database, payoutRequests } from "@unleak/db";
import { and, eq, isNull, lte } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { affiliateBalance } from "./affiliate-balance";
import type { AffiliateTerms } from "./affiliate-terms";
import { payoutView } from "./payout-view";
import { codeOf } from "./read-earning-hub";

export async function requestPayout({ db, actor, ownerId, terms, method, details, now }: Access & { db: Database; terms: AffiliateTerms; method: PayoutMethod; details: Record<string, string>; now: Date }): Promise<Payout> {
  authorise(actor, "affiliates.payout", ownerId);
  if (!terms.payoutMethods.includes(method)) throw new AppError("PAYOUT_METHOD_UNAVAILABLE");
  await codeOf(db, ownerId);
  return db.transaction(async (tx) => {
    // One request at a time per affiliate: her affiliate row is the lock.
    await tx.select({ userId: affiliates.userId }).from(affiliates).where(eq(affiliates.userId, ownerId)).for("update");
    const { availableCents } = await affiliateBalance(tx, ownerId, now);
    if (availableCents < terms.payoutMinimumCents) throw new AppError("PAYOUT_BELOW_MINIMUM", `available ${availableCents}`, { availableCents, minimumCents: terms.payoutMinimumCents });
    const [payout] = await tx.insert(payoutRequests).values({ userId: ownerId, amountCents: availableCents, currency: terms.currency, method, details, createdAt: now }).returning();
    await tx
      .update(commissions)
      .set({ status: "requested", payoutId: payout!.id })
      .where(and(eq(commissions.affiliateUserId, ownerId), eq(commissions.status, "pending"), isNull(commissions.payoutId), lte(commissions.availableAt, now)));
    return payoutView(payout!);
  });
}
