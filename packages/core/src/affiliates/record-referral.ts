// Attribution at sign-up (issue 19, ADR 038): a new account whose browser holds a valid referral
// cookie is recorded as the code's referral, once; a user's own code is ignored.
import { affiliates, type Database, referrals } from "@unleak/db";
import { eq } from "drizzle-orm";
import { readReferralCookie } from "./referral-cookie";

export async function recordReferral({ db, userId, cookie, secret, cookieDays, now }: { db: Database; userId: string; cookie: string | null; secret: string; cookieDays: number; now: Date }): Promise<boolean> {
  const visit = readReferralCookie(secret, cookie, now, cookieDays);
  if (!visit) return false;
  const [affiliate] = await db.select({ userId: affiliates.userId }).from(affiliates).where(eq(affiliates.code, visit.code));
  if (!affiliate || affiliate.userId === userId) return false;
  const inserted = await db.insert(referrals).values({ referredUserId: userId, affiliateUserId: affiliate.userId, clickedAt: visit.clickedAt, signedUpAt: now }).onConflictDoNothing().returning();
  return inserted.length > 0;
}
