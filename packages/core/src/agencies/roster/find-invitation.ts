// A creator's invitation by the token of its link, with its agency's name; and why it no longer
// opens: cancelled or unknown (404), expired (410), or already accepted (410).
import { agencies, agencyCreators, type Database } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { hashInvitationToken } from "./invitation-token";

export type InvitationRow = typeof agencyCreators.$inferSelect & { agencyName: string };

export async function findInvitation(db: Database, token: string): Promise<InvitationRow> {
  const [row] = await db
    .select({ invitation: agencyCreators, agencyName: agencies.name })
    .from(agencyCreators)
    .innerJoin(agencies, eq(agencies.id, agencyCreators.agencyId))
    .where(eq(agencyCreators.tokenHash, hashInvitationToken(token)));
  if (!row) throw new AppError("NOT_FOUND");
  return { ...row.invitation, agencyName: row.agencyName };
}

/** Throws unless the invitation can still be accepted. */
export function assertOpen(invitation: InvitationRow, now: Date): void {
  if (invitation.status !== "invited") throw new AppError("CREATOR_INVITATION_USED");
  if (!invitation.expiresAt || invitation.expiresAt <= now) throw new AppError("CREATOR_INVITATION_EXPIRED");
}
