// Crash reports from the web app's error boundary; accepted from visitors too, size-limited.
import { recordCrash } from "@unleak/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { readJson } from "../http/read-json";

const crashReport = z
  .object({
    action: z.string().min(1).max(64),
    tableName: z.string().min(1).max(64),
    data: z
      .object({
        message: z.string().max(2000),
        stack: z.string().max(20_000).optional(),
        componentStack: z.string().max(20_000).optional(),
        timestamp: z.string().max(64),
        userAgent: z.string().max(512).optional(),
      })
      .strict(),
  })
  .strict();

export const debugLogRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const report = await readJson(c, crashReport);
  const id = await recordCrash({ db: c.get("services").db, report, userId: c.get("session")?.user.id ?? null });
  return c.json({ id }, 201);
});
