// The creator's dashboard: her leaks counted (found, awaiting review, whitelisted), by week and by
// platform, the strongest recent leaks, the scan history and the next scheduled scan, and the
// takedown numbers (issue 13): requested, removed at the source, delisted only, in progress, failed,
// the removal rate and the time to removal, overall and per site. Delisted is never counted as removed.
import { z } from "zod";
import { leakSchema } from "./leaks";
import { defineRoute, json } from "./route";
import { scanListItemSchema } from "./scans";
import { scanPlatformSchema } from "./stored-scan";

const hoursToRemoval = z.number().nullable().meta({ description: "Hours from the first notice sent to the removal seen (confirmed); null when nothing was removed" });

/** The takedown numbers of one site. */
export const takedownSiteSchema = z.object({
  siteId: z.string(),
  siteName: z.string(),
  requested: z.number().int(),
  removed: z.number().int(),
  delistedOnly: z.number().int(),
  removalRate: z.number().nullable().meta({ description: "removed ÷ requested (0..1); null when nothing was requested" }),
  medianHoursToRemoval: hoursToRemoval,
  p90HoursToRemoval: hoursToRemoval,
});

export const takedownNumbersSchema = z
  .object({
    /** Listed leaks whose removal was requested (any status after new and awaiting_confirmation). */
    requested: z.number().int(),
    /** Removed at the source: gone, confirmed by two checks at least 24 h apart. */
    removed: z.number().int(),
    /** Dropped by the search engine only: still online at the source, never counted as removed. */
    delistedOnly: z.number().int(),
    /** Requested and not yet removed, delisted or failed. */
    inProgress: z.number().int(),
    /** Failed or rejected. */
    failed: z.number().int(),
    removalRate: z.number().nullable().meta({ description: "removed ÷ requested (0..1); null when nothing was requested" }),
    medianHoursToRemoval: hoursToRemoval,
    p90HoursToRemoval: hoursToRemoval,
    /** Per site, most requested first, at most 20. */
    bySite: z.array(takedownSiteSchema),
  })
  .meta({ id: "TakedownNumbers" });
export type TakedownNumbers = z.infer<typeof takedownNumbersSchema>;

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
    takedowns: takedownNumbersSchema,
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
