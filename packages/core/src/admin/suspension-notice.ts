// How a suspended user hears of their suspension and its end (issue 16): an e-mail in the
// language they last used, sent after the change is committed.
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { type Database, profiles, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";

export interface SuspensionNotice {
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** Where the mail sends them: the sign-in page. */
  signInUrl: string;
}

export type SuspensionMail = "banned" | "lifted" | "appealLifted" | "appealKept";

export async function tellSuspendedUser({ db, notice, userId, mail, values = {} }: { db: Database; notice: SuspensionNotice; userId: string; mail: SuspensionMail; values?: Record<string, string> }): Promise<void> {
  const [account] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  // A phone account's address is a placeholder that is never delivered (ADR 022): the suspension
  // screen shows its appeal's answer instead.
  if (!account || isPhoneAccountEmail(account.email)) return;
  const t = notice.translatorFor(account.language);
  const all = { url: notice.signInUrl, ...values };
  await notice.mailer.send({ to: account.email, subject: t(`mail:suspension.${mail}.subject`), text: t(`mail:suspension.${mail}.text`, all) });
}
