// What a sign-in records, in the order the account needs it: the login (spec §7), the language the
// browser announced (for background mail), and earlier anonymous scan results kept for the
// account's verified e-mail (spec §4). The account row is read once, here. A failure of one step
// is logged and never fails the sign-in.
import { type Database, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import { rememberLanguage } from "../profiles/language";
import { recordLogin } from "../profiles/record-login";
import { linkVerifiedScanResults } from "../scans/link-scan-results";

export async function recordSignIn({ db, userId, userAgent, ipAddress, language }: { db: Database; userId: string; userAgent: string | null; ipAddress: string | null; language: string | null }): Promise<void> {
  await recordLogin({ db, userId, userAgent, ipAddress, kind: "sign_in" }).catch((error: Error) => console.warn("[auth] login tracking failed:", error.message));
  if (language) await rememberLanguage({ db, userId, language }).catch((error: Error) => console.warn("[auth] language not kept:", error.message));
  const [account] = await db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (!account?.verified) return;
  await linkVerifiedScanResults({ db, userId, verifiedEmail: account.email }).catch((error: Error) => console.warn("[auth] linking scan results failed:", error.message));
}
