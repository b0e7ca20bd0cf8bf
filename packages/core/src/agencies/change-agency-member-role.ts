// The owner changes a team member's role (issue 17); the last owner keeps theirs (409).
import type { AgencyMember, AgencyRole } from "@unleak/contracts";
import { agencyMembers, type Database } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authoriseAgency } from "../policy/policy";
import { memberView, selectMembers } from "./agency-team";
import { lockMemberKeepingAnOwner } from "./last-owner";

export async function changeAgencyMemberRole({ db, actor, memberId, role }: { db: Database; actor: SignedInActor; memberId: string; role: AgencyRole }): Promise<AgencyMember> {
  const agencyId = authoriseAgency(actor, "own");
  return db.transaction(async (tx) => {
    await lockMemberKeepingAnOwner(tx, { agencyId, memberId, newRole: role });
    await tx.update(agencyMembers).set({ role }).where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.agencyId, agencyId)));
    const [row] = await selectMembers(tx).where(eq(agencyMembers.id, memberId));
    return memberView(row!);
  });
}
