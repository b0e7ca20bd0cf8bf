// The agency area's overview (issue 17): the caller's agency, their role in it, and the counts of
// its tiles: creators active on the roster, creators invited who have not answered yet, the team.
import type { AgencyOverview } from "@unleak/contracts";
import { agencies, agencyCreators, agencyMembers, type Database } from "@unleak/db";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authoriseAgency } from "../policy/policy";
import { agencyDetailsView } from "./agency-details";

export async function readAgency({ db, actor }: { db: Database; actor: SignedInActor }): Promise<AgencyOverview> {
  const agencyId = authoriseAgency(actor, "member");
  const count = sql<number>`count(*)::int`;
  const [[agency], [member], [active], [invited], [team]] = await Promise.all([
    db.select().from(agencies).where(eq(agencies.id, agencyId)),
    db.select({ role: agencyMembers.role }).from(agencyMembers).where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.userId, actor.userId))),
    db.select({ count }).from(agencyCreators).where(and(eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.status, "active"))),
    db
      .select({ count })
      .from(agencyCreators)
      .where(and(eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.status, "invited"), or(isNull(agencyCreators.expiresAt), gt(agencyCreators.expiresAt, sql`now()`)))),
    db.select({ count }).from(agencyMembers).where(eq(agencyMembers.agencyId, agencyId)),
  ]);
  // Removed between the session's read and this one.
  if (!agency || !member) throw new AppError("FORBIDDEN", "no longer a member");
  return {
    agency: agencyDetailsView(agency),
    role: member.role,
    counts: { activeCreators: active?.count ?? 0, pendingInvitations: invited?.count ?? 0, teamMembers: team?.count ?? 0 },
  };
}
