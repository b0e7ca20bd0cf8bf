// Mailing a pending invitation again (POST /agency/creator-invitations/{id}/resend): a new link,
// valid 14 days from now; the old link stops working.
import type { RosterCreator } from "@unleak/contracts";
import { agencies, agencyCreators, type Database } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";
import { type InvitationMail, sendInvitationMail } from "./invitation-mail";
import { hashInvitationToken, invitationExpiry, newInvitationToken } from "./invitation-token";
import { invitedEntry } from "./roster-entries";

export async function resendCreatorInvitation({ db, actor, id, mail, now = new Date() }: { db: Database; actor: Actor; id: string; mail: InvitationMail; now?: Date }): Promise<RosterCreator> {
  const agencyId = authoriseAgency(actor, "manage");
  const token = newInvitationToken();
  const [row] = await db
    .update(agencyCreators)
    .set({ tokenHash: hashInvitationToken(token), expiresAt: invitationExpiry(now) })
    .where(and(eq(agencyCreators.id, id), eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.status, "invited")))
    .returning();
  if (!row) throw new AppError("NOT_FOUND");
  const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  await sendInvitationMail(mail, row.inviteEmail, agency?.name ?? "", token);
  return invitedEntry(row, now);
}
