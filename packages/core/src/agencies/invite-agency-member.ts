// The owner invites someone to the agency's team by e-mail with a role (issue 17). The mailed
// link carries a random token of which only the hash is kept; it works for seven days. Inviting
// an address again replaces its open invitation, so only the newest link works.
import { createHash, randomBytes } from "node:crypto";
import { AGENCY_INVITATION_DAYS, type AgencyInvitation, type AgencyRole } from "@unleak/contracts";
import { agencies, agencyMemberInvitations, agencyMembers, type Database, user } from "@unleak/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authoriseAgency } from "../policy/policy";
import { type AgencyMail, mailboxOf } from "./agency-mail";
import { invitationView } from "./agency-team";

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface MemberInvitation {
  db: Database;
  actor: SignedInActor;
  mail: AgencyMail;
  email: string;
  role: AgencyRole;
}

export async function inviteAgencyMember({ db, actor, mail, email, role }: MemberInvitation): Promise<AgencyInvitation> {
  const agencyId = authoriseAgency(actor, "own");
  const address = email.toLowerCase();
  const token = randomBytes(24).toString("base64url");
  const { invitation, agencyName } = await db.transaction(async (tx) => {
    const [agency] = await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId)).for("update");
    if (!agency) throw new AppError("NOT_FOUND");
    const [member] = await tx
      .select({ id: agencyMembers.id })
      .from(agencyMembers)
      .innerJoin(user, eq(user.id, agencyMembers.userId))
      .where(and(eq(agencyMembers.agencyId, agencyId), eq(sql`lower(${user.email})`, address)));
    if (member) throw new AppError("CONFLICT", "already on the team", { reason: "member" });
    await tx
      .delete(agencyMemberInvitations)
      .where(and(eq(agencyMemberInvitations.agencyId, agencyId), eq(agencyMemberInvitations.email, address), isNull(agencyMemberInvitations.acceptedAt)));
    const [row] = await tx
      .insert(agencyMemberInvitations)
      .values({ agencyId, email: address, role, tokenHash: hashInvitationToken(token), invitedBy: actor.userId, expiresAt: sql`now() + make_interval(days => ${AGENCY_INVITATION_DAYS})` })
      .returning();
    return { invitation: row!, agencyName: agency.name };
  });
  // Worded in the inviter's language: the invited address may have no account yet.
  const t = mail.translatorFor((await mailboxOf(db, actor.userId))?.language ?? null);
  const values = { agency: agencyName, role: t(`mail:agency.roles.${role}`), days: AGENCY_INVITATION_DAYS, url: `${mail.appUrl}/agency/join?token=${token}` };
  await mail.mailer.send({ to: address, subject: t("mail:agency.invitation.subject", values), text: t("mail:agency.invitation.text", values) });
  return invitationView(invitation);
}
