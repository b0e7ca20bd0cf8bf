// The creator leaves her agency (POST /agency-membership/leave), her own act: status left, and from
// the agency's next request on it reaches nothing of hers (its roster is read per request).
import { agencyCreators, type Database } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";

/** Answers the agency she left (its seats follow). */
export async function leaveAgency({ db, actor, now = new Date() }: { db: Database; actor: SignedInActor; now?: Date }): Promise<{ agencyId: string }> {
  authorise(actor, "agency.membership", actor.userId);
  const left = await db
    .update(agencyCreators)
    .set({ status: "left", endedAt: now })
    .where(and(eq(agencyCreators.creatorId, actor.userId), eq(agencyCreators.status, "active")))
    .returning({ agencyId: agencyCreators.agencyId });
  if (left.length === 0) throw new AppError("NOT_FOUND");
  return left[0]!;
}
