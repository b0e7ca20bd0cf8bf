// The creator's dashboard: her leaks counted (found, awaiting review, whitelisted), by week and by
// platform, the strongest recent leaks, the scan history and the next scheduled scan.
import { z } from "zod";
import { leakSchema } from "./leaks";
import { defineRoute, json } from "./route";
import { scanListItemSchema } from "./scans";
import { scanPlatformSchema } from "./stored-scan";

export const dashboardSchema = z
  .object({
    /** Listed leaks (not whitelisted). */
    leaksFound: z.number().int(),
    /** Listed and not yet marked by the creator. */
    leaksAwaitingReview: z.number().int(),
    /** Marked as her own account, licensed or a false match. */
    leaksWhitelisted: z.number().int(),
    byWeek: z.array(z.object({ week: z.string().meta({ description: "The week's Monday, YYYY-MM-DD (UTC)" }), leaks: z.number().int() })),
    byPlatform: z.array(scanPlatformSchema),
    /** The five strongest listed leaks. */
    recentLeaks: z.array(leakSchema),
    /** The last ten scans, newest first. */
    scans: z.array(scanListItemSchema),
    nextScheduledScan: z.string().nullable(),
  })
  .meta({ id: "Dashboard" });
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardRoutes = {
  get: defineRoute({
    method: "get",
    path: "/dashboard",
    access: "signed-in",
    summary: "The caller's protection at a glance",
    tags: ["Dashboard"],
    responses: { 200: json(dashboardSchema, "The dashboard") },
  }),
};
