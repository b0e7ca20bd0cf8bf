// Crash reports from the web app's error boundary; accepted from visitors too, so both their size
// (16 KB, a few KB per field) and their rate (per address and per account) are limited, before
// the report is read.
import { debugLogRoutes as contract } from "@unleak/contracts";
import { AppError, recordCrash } from "@unleak/core";
import { consumeRateLimit, type RateLimitRule } from "@unleak/core/limits/rate-limit";
import type { MiddlewareHandler } from "hono";
import { limitBody } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";

export const maxCrashReportBytes = 16 * 1024;
export const crashReportRule: RateLimitRule = { max: 5, windowSeconds: 60 };

const limitCrashReports: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = c.get("services").db;
  const userId = c.get("session")?.user.id ?? null;
  const ip = c.get("clientIp");
  for (const key of [ip && `crash:ip:${ip}`, userId && `crash:user:${userId}`]) {
    if (!key) continue;
    const verdict = await consumeRateLimit({ db, key, rule: crashReportRule });
    if (!verdict.allowed) {
      c.header("retry-after", String(verdict.retryAfterSeconds));
      throw new AppError("RATE_LIMITED");
    }
  }
  await next();
};

const router = contractRouter();
router.use(contract.report.path, limitBody(maxCrashReportBytes), limitCrashReports);

export const debugLogRoutes = router.openapi(route(contract.report), async (c) => {
  const userId = c.get("session")?.user.id ?? null;
  return c.json({ id: await recordCrash({ db: c.get("services").db, report: c.req.valid("json"), userId }) }, 201);
});
