// A payout request as its affiliate and administrators read it (issue 19).
import type { Payout } from "@unleak/contracts";
import type { payoutRequests } from "@unleak/db";

export function payoutView(row: typeof payoutRequests.$inferSelect): Payout {
  return {
    id: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    method: row.method,
    details: row.details,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
