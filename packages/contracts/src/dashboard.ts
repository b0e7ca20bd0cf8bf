// The creator's dashboard: her leaks counted (found, awaiting review, whitelisted), by week and by
// platform, the strongest recent leaks, the scan history and the next scheduled scan, and the
// takedown numbers (issue 13): found, requested, removed at the source, delisted only, in progress,
// handed over, counter-noticed, failed, the removal rate and the time to removal, overall and per
// site. Delisted is never counted as removed.
import { z } from "zod";
import { leakSchema } from "./leaks";
import { defineRoute, json } from "./route";
import { scanListItemSchema } from "./scans";
import { scanPlatformSchema } from "./stored-scan";

const hoursToRemoval = z.number().nullable().meta({ description: "Hours from the first notice sent to the removal seen (confirmed); null when nothing was removed" });

/** The counts every group of leaks has (overall, and each site): each requested leak is in exactly one of removed, delistedOnly, inProgress, handedOver, counterNoticed and failed. */
const takedownCounts = {
  /** Listed leaks (not whitelisted), requested or not. */
  found: z.number().int(),
  /** Listed leaks whose removal was requested (any status after new and awaiting_confirmation). */
  requested: z.number().int(),
  /** Removed at the source: gone, confirmed by two checks at least 24 h apart. */
  removed: z.number().int(),
  /** Dropped by the search engine only: still online at the source, never counted as removed. */
  delistedOnly: z.number().int(),
  /** Requested and still moving: notices out, checks and escalation waves running. */
  inProgress: z.number().int(),
  /** Escalation ended (wave 4, or a counter-notice pursued) without a removal: handed over for a lawyer with its evidence. */
  handedOver: z.number().int(),
  /** The uploader filed a counter-notice: escalation paused, waiting for (or after) the creator's decision to let it go. */
  counterNoticed: z.number().int(),
  /** Failed or rejected. */
  failed: z.number().int(),
  removalRate: z.number().nullable().meta({ description: "removed ÷ requested (0..1); null when nothing was requested" }),
  medianHoursToRemoval: hoursToRemoval,
  p90HoursToRemoval: hoursToRemoval,
};

/** The takedown numbers of one site. */
export const takedownSiteSchema = z.object({ siteId: z.string(), siteName: z.string(), ...takedownCounts });

export const takedownNumbersSchema = z
  .object({
    ...takedownCounts,
    /** Per site with listed leaks, most requested first (then most found), at most 20. */
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
