// What the privacy use cases need from the deployment (issue 19): the clock, storage, mail in the
// user's language, the app's address for links, and the configured periods.
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { type Database, profiles, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import type { FileStorage } from "../storage/file-storage";

export const DEFAULT_EXPORT_LINK_TTL_HOURS = 24;
export const DEFAULT_DELETION_GRACE_DAYS = 14;

export interface PrivacyServices {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** The app's public address, for the links in mails. */
  appUrl: string;
  exportLinkTtlHours: number;
  deletionGraceDays: number;
}

/** The account's address (null for a phone account, whose placeholder is never delivered) and language. */
export async function accountMailbox(db: Database, userId: string): Promise<{ email: string | null; language: string | null } | null> {
  const [row] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  if (!row) return null;
  return { email: isPhoneAccountEmail(row.email) ? null : row.email, language: row.language };
}

/** A date as people read it in a mail: the day, in UTC. */
export const mailDate = (date: Date): string => date.toISOString().slice(0, 10);
