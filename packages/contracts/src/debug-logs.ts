// Crash reports from the web app's error boundary, accepted from visitors too (small and rate
// limited on the server).
import { z } from "zod";
import { defineRoute, json, jsonBody } from "./route";
import { safeText } from "./safe-input";

/** The server's limit on each field; the web app cuts longer texts rather than be refused. */
export const crashReportLimits = { message: 2000, stack: 6000, userAgent: 512 } as const;

export const crashReportSchema = z
  .object({
    action: safeText().min(1).max(64),
    tableName: safeText().min(1).max(64),
    data: z
      .object({
        message: safeText().max(crashReportLimits.message),
        stack: safeText().max(crashReportLimits.stack).optional(),
        componentStack: safeText().max(crashReportLimits.stack).optional(),
        timestamp: safeText().max(64),
        userAgent: safeText().max(crashReportLimits.userAgent).optional(),
      })
      .strict(),
  })
  .strict()
  .meta({ id: "CrashReport" });
export type CrashReport = z.infer<typeof crashReportSchema>;

export const debugLogRoutes = {
  report: defineRoute({
    method: "post",
    path: "/debug-logs",
    access: "public",
    summary: "Report a crash of the web app",
    description: "At most 16 KB, and a few reports a minute per address and per account.",
    tags: ["Crash reports"],
    request: { body: jsonBody(crashReportSchema) },
    responses: { 201: json(z.object({ id: z.uuid() }), "Recorded") },
  }),
};
