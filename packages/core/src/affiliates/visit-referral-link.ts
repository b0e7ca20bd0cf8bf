// A visit through a referral link (issue 19, ADR 038): the code's click is counted once per visitor
// and day, and the attribution cookie is set unless a valid one exists already: the first click
// wins for the cookie's lifetime, a later link (even another affiliate's) only counts its click.
import { affiliates, type Database, referralClicks } from "@unleak/db";
import { and, eq, gte } from "drizzle-orm";
import { DAY_MS } from "./affiliate-terms";
import { newVisitorId, readReferralCookie, writeReferralCookie } from "./referral-cookie";

export interface ReferralVisit {
  db: Database;
  code: string;
  /** The attribution cookie the browser sent, if any. */
  existingCookie: string | null;
  landingPath: string;
  secret: string;
  cookieDays: number;
  now: Date;
}

async function affiliateOfCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db.select({ userId: affiliates.userId }).from(affiliates).where(eq(affiliates.code, code));
  return row?.userId ?? null;
}

/** The cookie to set (null: keep the browser's), after counting the click of a known code. */
export async function visitReferralLink({ db, code, existingCookie, landingPath, secret, cookieDays, now }: ReferralVisit): Promise<string | null> {
  const affiliateUserId = await affiliateOfCode(db, code);
  if (!affiliateUserId) return null;
  const kept = readReferralCookie(secret, existingCookie, now, cookieDays);
  const held = kept && (await affiliateOfCode(db, kept.code)) ? kept : null;
  const visitorId = held?.visitorId ?? newVisitorId();
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const [counted] = await db
    .select({ id: referralClicks.id })
    .from(referralClicks)
    .where(and(eq(referralClicks.affiliateUserId, affiliateUserId), eq(referralClicks.visitorId, visitorId), gte(referralClicks.createdAt, dayStart)))
    .limit(1);
  if (!counted) await db.insert(referralClicks).values({ affiliateUserId, visitorId, landingPath: landingPath.slice(0, 512), createdAt: now });
  return held ? null : writeReferralCookie(secret, { code, visitorId, clickedAt: now });
}
