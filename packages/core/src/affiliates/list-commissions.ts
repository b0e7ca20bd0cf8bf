// The caller's commission history (issue 19), newest first, one page at a time.
import { COMMISSION_PAGE_SIZE, type CommissionPage } from "@unleak/contracts";
import { commissions, type Database } from "@unleak/db";
import { desc, eq, sql } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { commissionStatusAt } from "./affiliate-balance";

export async function listCommissions({ db, actor, ownerId, page, now }: Access & { db: Database; page: number; now: Date }): Promise<CommissionPage> {
  authorise(actor, "affiliates.read", ownerId);
  const mine = eq(commissions.affiliateUserId, ownerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(commissions)
      .where(mine)
      .orderBy(desc(commissions.createdAt), desc(commissions.id))
      .limit(COMMISSION_PAGE_SIZE)
      .offset((page - 1) * COMMISSION_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(commissions).where(mine),
  ]);
  return {
    commissions: rows.map((row) => ({
      id: row.id,
      invoiceAmountCents: row.invoiceAmountCents,
      amountCents: row.amountCents,
      currency: row.currency,
      rateBasisPoints: row.rateBasisPoints,
      status: commissionStatusAt(row.status, row.availableAt, now),
      availableAt: row.availableAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      reversedAt: row.reversedAt?.toISOString() ?? null,
    })),
    page,
    pageSize: COMMISSION_PAGE_SIZE,
    total: counted?.total ?? 0,
  };
}
