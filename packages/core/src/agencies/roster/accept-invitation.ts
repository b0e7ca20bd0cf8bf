// The creator accepts an agency's invitation (POST /agency-invitations/accept) with her own
// account, whose verified e-mail must be the invited one. She is then active on the roster: the
// agency reads her data from its next request on, and requests removals once her letter names it
// and her identity is approved (what is still missing is answered).
import type { AcceptedInvitation } from "@unleak/contracts";
import { agencyCreators, type Database, user } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { loadAuthorisationFacts, missingSteps } from "../../authorisation/may-act-for";
import { AppError, isUniqueViolation } from "../../errors/app-error";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";
import { assertOpen, findInvitation, type InvitationRow } from "./find-invitation";

export async function acceptCreatorInvitation({ db, actor, token, now = new Date() }: { db: Database; actor: SignedInActor; token: string; now?: Date }): Promise<AcceptedInvitation> {
  authorise(actor, "agency.membership", actor.userId);
  // An agency's member works in the agency area; a creator's roster is for creators.
  if (actor.kind === "agency") throw new AppError("FORBIDDEN", "an agency member is not a roster creator");
  const invitation = await findInvitation(db, token);
  // Accepting twice (a second click) answers as the first time.
  if (!(invitation.status === "active" && invitation.creatorId === actor.userId)) {
    assertOpen(invitation, now);
    await join(db, actor.userId, invitation, now);
  }
  const missing = missingSteps(await loadAuthorisationFacts(db, actor.userId), invitation.agencyId);
  return { agency: { id: invitation.agencyId, name: invitation.agencyName }, missing };
}

async function join(db: Database, userId: string, invitation: InvitationRow, now: Date): Promise<void> {
  const [account] = await db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (!account?.verified || account.email.toLowerCase() !== invitation.inviteEmail.toLowerCase()) throw new AppError("CREATOR_INVITATION_EMAIL_MISMATCH");
  const [current] = await db
    .select({ agencyId: agencyCreators.agencyId })
    .from(agencyCreators)
    .where(and(eq(agencyCreators.creatorId, userId), eq(agencyCreators.status, "active")));
  if (current && current.agencyId !== invitation.agencyId) throw new AppError("CREATOR_HAS_AGENCY");
  if (current) {
    // Already on this roster (by another invitation): this one is spent.
    await db.delete(agencyCreators).where(eq(agencyCreators.id, invitation.id));
    return;
  }
  try {
    const [joined] = await db
      .update(agencyCreators)
      .set({ status: "active", creatorId: userId, acceptedAt: now })
      .where(and(eq(agencyCreators.id, invitation.id), eq(agencyCreators.status, "invited")))
      .returning({ id: agencyCreators.id });
    if (!joined) throw new AppError("CREATOR_INVITATION_USED");
  } catch (error) {
    // She accepted another agency's invitation at the same moment: one active agency at a time.
    if (isUniqueViolation(error)) throw new AppError("CREATOR_HAS_AGENCY");
    throw error;
  }
}
