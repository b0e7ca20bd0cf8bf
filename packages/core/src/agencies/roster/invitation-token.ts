// A creator's invitation link (issue 17): a random token mailed once, of which only the SHA-256 is
// kept, so that the database alone opens no invitation; and the invited address as the public
// invitation page shows it, masked.
import { createHash, randomBytes } from "node:crypto";
import { CREATOR_INVITATION_DAYS } from "@unleak/contracts";

export const newInvitationToken = () => randomBytes(32).toString("base64url");

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const invitationExpiry = (now: Date) => new Date(now.getTime() + CREATOR_INVITATION_DAYS * 24 * 3_600_000);

/** "nova@example.com" → "n***@example.com": enough for her to recognise it, too little to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
