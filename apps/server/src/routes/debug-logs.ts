// Crash reports from the web app's error boundary; accepted from visitors too, so both their size
// (16 KB, a few KB per field) and their rate (per address and per account) are limited.
import { AppError, recordCrash } from "@unleak/core";
import { consumeRateLimit, type RateLimitRule } from "@unleak/core/limits/rate-limit";
import { Hono } from "hono";
import { safeText } from "@unleak/contracts";
import { z } from "zod";
import { limitBody } from "../http/body-limit";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/read-json";

export const maxCrashReportBytes = 16 * 1024;
export const crashReportRule: RateLimitRule = { max: 5, windowSeconds: 60 };

const crashReport = z
  .object({
    action: safeText().min(1).max(64),
    tableName: safeText().min(1).max(64),
    data: z
      .object({
        message: safeText().max(2000),
        stack: safeText().max(6000).optional(),
        componentStack: safeText().max(6000).optional(),
        timestamp: safeText().max(64),
        userAgent: safeText().max(512).optional(),
      })
      .strict(),
  })
  .strict();

export const debugLogRoutes = new Hono<AppEnv>().post("/", limitBody(maxCrashReportBytes), async (c) => {
  const { db } = c.get("services");
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
  const report = await readJson(c, crashReport);
  return c.json({ id: await recordCrash({ db, report, userId }) }, 201);
});
