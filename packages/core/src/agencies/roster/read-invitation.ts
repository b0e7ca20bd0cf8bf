// The public invitation page (GET /agency-invitations/{token}): whoever holds the mailed link sees
// the agency's name and the invited address, masked, before signing in.
import type { CreatorInvitation } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import { assertOpen, findInvitation } from "./find-invitation";
import { maskEmail } from "./invitation-token";

export async function readCreatorInvitation({ db, token, now = new Date() }: { db: Database; token: string; now?: Date }): Promise<CreatorInvitation> {
  const invitation = await findInvitation(db, token);
  assertOpen(invitation, now);
  return { agencyName: invitation.agencyName, email: maskEmail(invitation.inviteEmail), expiresAt: invitation.expiresAt!.toISOString() };
}
