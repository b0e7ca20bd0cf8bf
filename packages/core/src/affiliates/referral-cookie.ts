// The first-party attribution cookie of a referral link (issue 19, ADR 038): the referral code, a
// random visitor id and the moment of the click, signed with the server's secret so that a visitor
// cannot forge another code's cookie or move its click into the past or future.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { DAY_MS } from "./affiliate-terms";

export interface ReferralCookie {
  code: string;
  visitorId: string;
  clickedAt: Date;
}

const signatureOf = (secret: string, payload: string) => createHmac("sha256", secret).update(`referral:${payload}`).digest("base64url").slice(0, 32);

export const newVisitorId = () => randomBytes(12).toString("base64url");

export function writeReferralCookie(secret: string, cookie: ReferralCookie): string {
  const payload = `${cookie.code}.${cookie.visitorId}.${Math.floor(cookie.clickedAt.getTime() / 1000)}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The cookie when it is ours, unaltered and younger than `cookieDays`; null otherwise. */
export function readReferralCookie(secret: string, value: string | null | undefined, now: Date, cookieDays: number): ReferralCookie | null {
  const parts = value?.split(".");
  if (!parts || parts.length !== 4) return null;
  const [code, visitorId, seconds, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(signatureOf(secret, `${code}.${visitorId}.${seconds}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const clickedAt = new Date(Number(seconds) * 1000);
  if (!Number.isFinite(clickedAt.getTime()) || clickedAt.getTime() > now.getTime() + 60_000 || now.getTime() - clickedAt.getTime() > cookieDays * DAY_MS) return null;
  return { code, visitorId, clickedAt };
}
