// The owner removes a member from the team (issue 17); the last owner stays (409). The member's
// next request no longer acts for the agency (its membership is read per request).
import { agencyMembers, type Database } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authoriseAgency } from "../policy/policy";
import { lockMemberKeepingAnOwner } from "./last-owner";

export async function removeAgencyMember({ db, actor, memberId }: { db: Database; actor: SignedInActor; memberId: string }): Promise<void> {
  const agencyId = authoriseAgency(actor, "own");
  await db.transaction(async (tx) => {
    await lockMemberKeepingAnOwner(tx, { agencyId, memberId, newRole: null });
    await tx.delete(agencyMembers).where(and(eq(agencyMembers.id, memberId), eq(agencyMembers.agencyId, agencyId)));
  });
}
