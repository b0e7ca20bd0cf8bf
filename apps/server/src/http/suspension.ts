// A suspended account may only reach what its suspension screen offers (spec §2.3): who it is,
// the public configuration, Settings (language, and better-auth's own endpoints under /api/auth,
// which this check never sees), its appeal and sign-out. Everything else answers 403 ACCOUNT_SUSPENDED.
import { AppError } from "@unleak/core";
import { isSuspended } from "@unleak/core/profiles/is-suspended";
import type { Context } from "hono";
import type { AppEnv } from "./context";

const allowedWhileSuspended: Array<[method: string, path: RegExp]> = [
  ["GET", /^\/api\/(me|config|stats|notifications)$/],
  // The notification bell of the Settings page.
  ["POST", /^\/api\/notifications\/read$/],
  ["DELETE", /^\/api\/notifications\/[^/]+$/],
  ["GET", /^\/api\/platform-logos\//],
  ["PUT", /^\/api\/profile\/language$/],
  ["POST", /^\/api\/(debug-logs|login-tracking)$/],
  ["DELETE", /^\/api\/sessions\/[^/]+$/],
  // The appeal (issue 16): sent and read back from the suspension screen.
  ["POST", /^\/api\/appeals$/],
  ["GET", /^\/api\/appeals\/mine$/],
];

export async function refuseSuspended(c: Context<AppEnv>, userId: string): Promise<void> {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  if (allowedWhileSuspended.some(([m, path]) => m === method && path.test(c.req.path))) return;
  if (await isSuspended({ db: c.get("services").db, userId })) throw new AppError("ACCOUNT_SUSPENDED");
}
