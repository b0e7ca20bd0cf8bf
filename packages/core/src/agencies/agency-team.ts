// An agency's team (issue 17): its members with their roles, and the invitations still open
// (neither accepted nor expired). Every member reads it; the owner changes it.
import type { AgencyInvitation, AgencyMember, AgencyTeam } from "@unleak/contracts";
import { agencyMemberInvitations, agencyMembers, type Database, user } from "@unleak/db";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authoriseAgency } from "../policy/policy";

type MemberRow = { member: typeof agencyMembers.$inferSelect; email: string; name: string | null };

export const memberView = ({ member, email, name }: MemberRow): AgencyMember => ({
  id: member.id,
  userId: member.userId,
  email,
  name: name || null,
  role: member.role,
  joinedAt: member.createdAt.toISOString(),
});

export const invitationView = (row: typeof agencyMemberInvitations.$inferSelect): AgencyInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The members of an agency with their account's e-mail and name; `where` narrows them. */
export const selectMembers = (db: Pick<Database, "select">) =>
  db.select({ member: agencyMembers, email: user.email, name: user.name }).from(agencyMembers).innerJoin(user, eq(user.id, agencyMembers.userId));

export async function listAgencyTeam({ db, actor }: { db: Database; actor: SignedInActor }): Promise<AgencyTeam> {
  const agencyId = authoriseAgency(actor, "member");
  const [members, invitations] = await Promise.all([
    selectMembers(db).where(eq(agencyMembers.agencyId, agencyId)).orderBy(asc(agencyMembers.createdAt), asc(agencyMembers.id)),
    db
      .select()
      .from(agencyMemberInvitations)
      .where(and(eq(agencyMemberInvitations.agencyId, agencyId), isNull(agencyMemberInvitations.acceptedAt), gt(agencyMemberInvitations.expiresAt, sql`now()`)))
      .orderBy(asc(agencyMemberInvitations.createdAt)),
  ]);
  return { members: members.map(memberView), invitations: invitations.map(invitationView) };
}
