// Referral links (issue 19, ADR 038): any page opened with `?ref=<code>` counts a click for the
// code and sets the first-party attribution cookie (HttpOnly, SameSite=Lax, AFFILIATE_COOKIE_DAYS),
// unless the browser already holds a valid one: the first click wins. Server-side, so it works
// for every landing page the server answers, before the web app loads.
import { REFERRAL_COOKIE, REFERRAL_QUERY_PARAMETER, referralCodeSchema } from "@unleak/contracts";
import { visitReferralLink } from "@unleak/core/affiliates/visit-referral-link";
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./context";

const notLanding = /^\/(api|files|assets)(\/|$)/;

export const referralVisit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const code = c.req.method === "GET" && !notLanding.test(c.req.path) ? referralCodeSchema.safeParse(c.req.query(REFERRAL_QUERY_PARAMETER)) : null;
  if (!code?.success) return next();
  const { db, config, clock } = c.get("services");
  const cookie = await visitReferralLink({
    db,
    code: code.data,
    existingCookie: getCookie(c, REFERRAL_COOKIE) ?? null,
    landingPath: c.req.path,
    secret: config.authSecret,
    cookieDays: config.affiliates.cookieDays,
    now: clock.now(),
  });
  if (cookie) {
    setCookie(c, REFERRAL_COOKIE, cookie, { path: "/", httpOnly: true, sameSite: "Lax", secure: config.baseUrl.startsWith("https://"), maxAge: config.affiliates.cookieDays * 86_400 });
  }
  return next();
};
