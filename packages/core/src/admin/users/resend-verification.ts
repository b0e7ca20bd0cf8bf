// An administrator sends an account's e-mail verification link again (issue 16). The link is the
// auth library's, so the caller passes how to send it; the audit entry follows the sending, so it
// records only a mail that left.
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { type Database, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";
import { recordAdminAction } from "../admin-audit";

export interface ResendVerificationInput {
  db: Database;
  actor: SignedInActor;
  userId: string;
  reason?: string | null;
  /** Sends the verification link to the address (better-auth's sendVerificationEmail). */
  send: (email: string) => Promise<void>;
}

/** Unknown user: NOT_FOUND; an address already verified, or a phone account's placeholder: CONFLICT. */
export async function resendVerification({ db, actor, userId, reason = null, send }: ResendVerificationInput): Promise<void> {
  authorise(actor, "admin.users.manage", userId);
  const [account] = await db.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (!account) throw new AppError("NOT_FOUND");
  if (account.emailVerified) throw new AppError("CONFLICT", "the e-mail address is already verified");
  if (isPhoneAccountEmail(account.email)) throw new AppError("CONFLICT", "a phone account has no e-mail address to verify");
  await send(account.email);
  await recordAdminAction(db, { actor, action: "user.verification.resend", targetUserId: userId, reason });
}
