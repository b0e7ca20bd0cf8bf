// The agency takes a creator off its roster (DELETE /agency/creators/{id}): status removed; from
// the next request on the agency reaches nothing of hers. Her letter naming the agency stays on
// record, but opens nothing for an agency she is not active with.
import { agencyCreators, type Database } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { onRoster } from "./roster-access";

/** Answers the agency whose roster she left (its seats follow). */
export async function removeRosterCreator({ db, actor, creatorId, now = new Date() }: { db: Database; actor: Actor; creatorId: string; now?: Date }): Promise<{ agencyId: string }> {
  const member = onRoster(actor, creatorId, "manage");
  const removed = await db
    .update(agencyCreators)
    .set({ status: "removed", endedAt: now })
    .where(and(eq(agencyCreators.agencyId, member.agencyId), eq(agencyCreators.creatorId, creatorId), eq(agencyCreators.status, "active")))
    .returning({ id: agencyCreators.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND");
  return { agencyId: member.agencyId };
}
