// Whether a signed-in user acts for an agency (issue 17): their membership and role, and the
// creators active on the agency's roster at this moment. Read once per request, so a creator who
// leaves, or a member who is removed, loses the agency's reach on the next request.
import type { AgencyRole } from "@unleak/contracts";
import { agencies, agencyCreators, agencyMembers, type Database } from "@unleak/db";
import { and, eq } from "drizzle-orm";

export interface AgencyMembership {
  agencyId: string;
  agencyName: string;
  role: AgencyRole;
  creatorIds: string[];
}

export async function findAgencyMembership({ db, userId }: { db: Database; userId: string }): Promise<AgencyMembership | null> {
  const [member] = await db
    .select({ agencyId: agencyMembers.agencyId, role: agencyMembers.role, agencyName: agencies.name })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
    .where(eq(agencyMembers.userId, userId));
  if (!member) return null;
  const roster = await db
    .select({ creatorId: agencyCreators.creatorId })
    .from(agencyCreators)
    .where(and(eq(agencyCreators.agencyId, member.agencyId), eq(agencyCreators.status, "active")));
  return { ...member, creatorIds: roster.flatMap(({ creatorId }) => (creatorId ? [creatorId] : [])) };
}
