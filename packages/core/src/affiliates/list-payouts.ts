// Payout requests (issue 19): an affiliate's own, newest first, and the administrators' queue of
// one status (open ones oldest first, decided ones newest first) with the account and what refunds
// took out of each request since.
import type { PayoutQueue, PayoutStatus } from "@unleak/contracts";
import { commissions, type Database, payoutRequests, user } from "@unleak/db";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Access, SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { payoutView } from "./payout-view";

export async function listMyPayouts({ db, actor, ownerId }: Access & { db: Database }) {
  authorise(actor, "affiliates.read", ownerId);
  const rows = await db.select().from(payoutRequests).where(eq(payoutRequests.userId, ownerId)).orderBy(desc(payoutRequests.createdAt)).limit(100);
  return { payouts: rows.map(payoutView) };
}

export async function listPayoutQueue({ db, actor, status }: { db: Database; actor: SignedInActor; status: PayoutStatus }): Promise<PayoutQueue> {
  authorise(actor, "admin.payouts.review", actor.userId);
  const open = status === "requested" || status === "approved";
  const rows = await db
    .select({ payout: payoutRequests, email: user.email })
    .from(payoutRequests)
    .innerJoin(user, eq(user.id, payoutRequests.userId))
    .where(eq(payoutRequests.status, status))
    .orderBy(open ? asc(payoutRequests.createdAt) : desc(payoutRequests.createdAt))
    .limit(200);
  const ids = rows.map((row) => row.payout.id);
  const parts = ids.length
    ? await db
        .select({
          payoutId: commissions.payoutId,
          count: sql<number>`count(*)::int`,
          reversedCents: sql<number>`coalesce(sum(case when ${commissions.status} = 'reversed' then ${commissions.amountCents} else 0 end), 0)::int`,
        })
        .from(commissions)
        .where(inArray(commissions.payoutId, ids))
        .groupBy(commissions.payoutId)
    : [];
  const partsOf = new Map(parts.map((part) => [part.payoutId, part]));
  return {
    payouts: rows.map(({ payout, email }) => ({
      ...payoutView(payout),
      user: { id: payout.userId, email },
      commissions: partsOf.get(payout.id)?.count ?? 0,
      reversedCents: partsOf.get(payout.id)?.reversedCents ?? 0,
    })),
  };
}
