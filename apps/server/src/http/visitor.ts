// Who a visitor is for the free scans: a first-party, httpOnly cookie (set on first use) and
// the caller's address. Both count against the daily limit (docs/decisions/005).
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./context";

export const visitorCookie = "unleak_visitor";
const validId = /^[A-Za-z0-9_-]{22}$/;

/** The cookie's key ("v:<id>"), setting the cookie when the browser has none. */
export function visitorKey(c: Context<AppEnv>): string {
  let id = getCookie(c, visitorCookie);
  if (!id || !validId.test(id)) {
    id = randomBytes(16).toString("base64url");
    setCookie(c, visitorCookie, id, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: 365 * 24 * 3600,
      secure: c.get("services").config.baseUrl.startsWith("https://"),
    });
  }
  return `v:${id}`;
}

/** The cookie's key if the browser has one; never sets it (for reading). */
export function existingVisitorKey(c: Context<AppEnv>): string | null {
  const id = getCookie(c, visitorCookie);
  return id && validId.test(id) ? `v:${id}` : null;
}

export function addressKey(c: Context<AppEnv>): string | null {
  const ip = c.get("clientIp");
  return ip ? `ip:${ip}` : null;
}
