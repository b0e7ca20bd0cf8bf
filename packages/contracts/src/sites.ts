// The sites the leak crawler monitors, and the public pages' only figures.
import { z } from "zod";
import { defineRoute, json } from "./route";
import { registryTargets, siteCategories, siteHealths, siteTiers } from "./words";

export const monitoredSiteSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.enum(siteCategories),
    tier: z.enum(siteTiers),
    verified: z.boolean(),
    lastCrawledAt: z.string().nullable().meta({ description: "The latest completed scan whose scope covers the tier (ISO time)" }),
    health: z.enum(siteHealths),
  })
  .meta({ id: "MonitoredSite" });
export type MonitoredSite = z.infer<typeof monitoredSiteSchema>;

export const siteListSchema = z.object({ target: z.enum(registryTargets), sites: z.array(monitoredSiteSchema) }).meta({ id: "SiteList" });
export type SiteList = z.infer<typeof siteListSchema>;

export const publicStatsSchema = z
  .object({
    sites: z.number().int().meta({ description: "Every site in the registry" }),
    previewSites: z.number().int().meta({ description: "The sites the free instant scan covers" }),
    creators: z.number().int().meta({ description: "Profiles of accounts that are not suspended" }),
  })
  .meta({ id: "PublicStats" });
export type PublicStats = z.infer<typeof publicStatsSchema>;

const tags = ["Sites"];

export const siteRoutes = {
  stats: defineRoute({ method: "get", path: "/stats", access: "public", summary: "The public pages' figures", tags, responses: { 200: json(publicStatsSchema, "The figures") } }),
  list: defineRoute({ method: "get", path: "/sites", access: "public", summary: "The monitored sites with their last crawl and health", tags, responses: { 200: json(siteListSchema, "The registry scans run against") } }),
};
