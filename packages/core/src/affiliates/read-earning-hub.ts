// The earning hub (issue 19): the caller's referral link (her code is made on her first visit),
// clicks, sign-ups and paying referrals, and her balance.
import { randomBytes } from "node:crypto";
import type { EarningHub } from "@unleak/contracts";
import { affiliates, type Database, referralClicks, referrals } from "@unleak/db";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { affiliateBalance } from "./affiliate-balance";
import { type AffiliateTerms, programmeOf } from "./affiliate-terms";

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
const newCode = () => [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");

/** The user's referral code, made once (two first visits at once keep the first). */
export async function codeOf(db: Database, userId: string): Promise<string> {
  const [existing] = await db.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.userId, userId));
  if (existing) return existing.code;
  await db.insert(affiliates).values({ userId, code: newCode() }).onConflictDoNothing({ target: affiliates.userId });
  const [made] = await db.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.userId, userId));
  return made!.code;
}

export const referralLink = (appUrl: string, code: string) => `${appUrl}/?ref=${code}`;

export async function readEarningHub({ db, actor, ownerId, terms, appUrl, now }: Access & { db: Database; terms: AffiliateTerms; appUrl: string; now: Date }): Promise<EarningHub> {
  authorise(actor, "affiliates.read", ownerId);
  const code = await codeOf(db, ownerId);
  const count = sql<number>`count(*)::int`;
  const [[clicks], [signUps], [paying], balance] = await Promise.all([
    db.select({ count }).from(referralClicks).where(eq(referralClicks.affiliateUserId, ownerId)),
    db.select({ count }).from(referrals).where(eq(referrals.affiliateUserId, ownerId)),
    db.select({ count }).from(referrals).where(and(eq(referrals.affiliateUserId, ownerId), isNotNull(referrals.firstPaidAt))),
    affiliateBalance(db, ownerId, now),
  ]);
  return {
    code,
    link: referralLink(appUrl, code),
    clicks: clicks?.count ?? 0,
    signUps: signUps?.count ?? 0,
    payingReferrals: paying?.count ?? 0,
    ...balance,
    currency: terms.currency,
    programme: programmeOf(terms),
  };
}
