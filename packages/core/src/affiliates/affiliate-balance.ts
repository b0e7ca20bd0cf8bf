// An affiliate's balance as a ledger (issue 19, ADR 038): commissions past their hold period and
// not reversed are credits, payout requests (asked for, approved or paid) are debits. A commission
// reversed after it was paid out is no credit any more, so the balance drops by it and the next
// payout is that much smaller: that is how a paid-out refund is deducted.
import { commissions, type Database, payoutRequests } from "@unleak/db";
import { and, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";

type Reader = Pick<Database, "select">;

export interface AffiliateBalance {
  pendingCents: number;
  availableCents: number;
  paidCents: number;
}

const total = (column: typeof commissions.amountCents | typeof payoutRequests.amountCents) => sql<number>`coalesce(sum(${column}), 0)::int`;

export async function affiliateBalance(db: Reader, userId: string, now: Date): Promise<AffiliateBalance> {
  const live = and(eq(commissions.affiliateUserId, userId), ne(commissions.status, "reversed"));
  // One after another: inside a transaction the queries share one connection.
  const [pending] = await db.select({ cents: total(commissions.amountCents) }).from(commissions).where(and(live, gt(commissions.availableAt, now)));
  const [matured] = await db.select({ cents: total(commissions.amountCents) }).from(commissions).where(and(live, lte(commissions.availableAt, now)));
  const mine = eq(payoutRequests.userId, userId);
  const [debits] = await db.select({ cents: total(payoutRequests.amountCents) }).from(payoutRequests).where(and(mine, inArray(payoutRequests.status, ["requested", "approved", "paid"])));
  const [paid] = await db.select({ cents: total(payoutRequests.amountCents) }).from(payoutRequests).where(and(mine, eq(payoutRequests.status, "paid")));
  return { pendingCents: pending?.cents ?? 0, availableCents: (matured?.cents ?? 0) - (debits?.cents ?? 0), paidCents: paid?.cents ?? 0 };
}

/** How a stored commission reads now: "pending" turns "available" once its hold period has passed. */
export function commissionStatusAt<S extends string>(status: S, availableAt: Date, now: Date): S | "available" {
  return status === "pending" && availableAt.getTime() <= now.getTime() ? "available" : status;
}
