// How agency news reaches people by e-mail (issue 17): the decision on an application and a team
// invitation, each in the language its reader last used, sent once the change is committed.
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { type Database, profiles, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";

export interface AgencyMail {
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** The app's public address, for the links in the mails. */
  appUrl: string;
}

/** An account's address and language; null for a phone account, whose address is a placeholder never delivered (ADR 022). */
export async function mailboxOf(db: Database, userId: string): Promise<{ email: string; language: string | null } | null> {
  const [account] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  return account && !isPhoneAccountEmail(account.email) ? account : null;
}
