// Someone accepts a team invitation (issue 17): the signed-in account whose verified e-mail is the
// invited one becomes a member with the invited role. A link that is unknown, used or expired
// names no invitation (404); an account belongs to one agency at most (409).
import type { AgencyRole } from "@unleak/contracts";
import { agencies, agencyMemberInvitations, agencyMembers, type Database, user } from "@unleak/db";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { AppError, isUniqueViolation } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { hashInvitationToken } from "./invite-agency-member";

export async function joinAgencyTeam({ db, actor, token }: { db: Database; actor: SignedInActor; token: string }): Promise<{ id: string; name: string; role: AgencyRole }> {
  authorise(actor, "agency.membership", actor.userId);
  return db
    .transaction(async (tx) => {
      const [invitation] = await tx
        .select()
        .from(agencyMemberInvitations)
        .where(and(eq(agencyMemberInvitations.tokenHash, hashInvitationToken(token)), isNull(agencyMemberInvitations.acceptedAt), gt(agencyMemberInvitations.expiresAt, sql`now()`)))
        .for("update");
      if (!invitation) throw new AppError("NOT_FOUND", "no open invitation with this token");
      const [account] = await tx.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, actor.userId));
      if (!account?.emailVerified || account.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new AppError("FORBIDDEN", "the invitation is for another address", { reason: "email" });
      }
      const [member] = await tx.select({ id: agencyMembers.id }).from(agencyMembers).where(eq(agencyMembers.userId, actor.userId));
      if (member) throw new AppError("CONFLICT", "already in an agency", { reason: "member" });
      await tx.insert(agencyMembers).values({ agencyId: invitation.agencyId, userId: actor.userId, role: invitation.role });
      await tx.update(agencyMemberInvitations).set({ acceptedAt: sql`now()` }).where(eq(agencyMemberInvitations.id, invitation.id));
      const [agency] = await tx.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.id, invitation.agencyId));
      return { id: agency!.id, name: agency!.name, role: invitation.role };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", "already in an agency", { reason: "member" });
      throw error;
    });
}
