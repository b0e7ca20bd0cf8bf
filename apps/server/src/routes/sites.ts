// The sites the leak crawler monitors (the registry scans run against) with, per site, when a
// finished scan last covered it and how that scan went. Scans store only a count of site errors,
// not which site failed, so "errors" means the covering scan reported a failure somewhere.
import { countCreators } from "@unleak/core";
import { scans } from "@unleak/db";
import { loadLiveRegistry, loadSandboxRegistry, type SiteRegistry } from "@unleak/scanner";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";

type Tier = "preview" | "full" | "continuous";
type Health = "healthy" | "errors" | "unknown";

/** How many recent finished scans are read to date each site's last crawl. */
const RECENT_SCANS = 100;
/** Which scan scopes cover a site of each tier (runScan uses registry.inScope(scope)). */
const coveredBy: Record<Tier, Array<"preview" | "full">> = { preview: ["preview", "full"], full: ["full"], continuous: [] };

let cached: { key: string; registry: SiteRegistry } | null = null;

function registryFor(sandbox: { enabled: boolean; port: number | null }): SiteRegistry {
  const key = sandbox.enabled ? `sandbox:${sandbox.port ?? 0}` : "live";
  if (cached?.key !== key) cached = { key, registry: sandbox.enabled ? loadSandboxRegistry({ port: sandbox.port ?? 0 }) : loadLiveRegistry() };
  return cached.registry;
}

interface StoredSummary {
  siteErrors?: number;
  platforms?: Array<{ siteId: string }>;
}

export const siteRoutes = new Hono<AppEnv>()
  // The public pages' figures (GET /api/stats): the sites scans cover and the creators protected.
  .get("/stats", async (c) => {
    const { config, db } = c.get("services");
    const registry = registryFor(config.sandbox);
    const creators = await countCreators({ db });
    return c.json({ sites: registry.sites.length, previewSites: registry.inScope("preview").length, creators });
  })
  .get("/sites", async (c) => {
    const { config, db } = c.get("services");
    const registry = registryFor(config.sandbox);
    const recent = await db
      .select({ scope: scans.scope, finishedAt: scans.finishedAt, result: scans.result })
      .from(scans)
      .where(eq(scans.status, "completed"))
      .orderBy(desc(scans.finishedAt))
      .limit(RECENT_SCANS);
    const sites = registry.sites.map((site) => {
      const tier = site.tier as Tier;
      const latest = recent.find((scan) => coveredBy[tier].includes(scan.scope));
      const summary = (latest?.result ?? null) as StoredSummary | null;
      const foundLeaks = summary?.platforms?.some((platform) => platform.siteId === site.id) ?? false;
      const health: Health = !latest ? "unknown" : foundLeaks || (summary?.siteErrors ?? 0) === 0 ? "healthy" : "errors";
      return {
        id: site.id,
        name: site.name,
        category: site.category,
        tier,
        verified: site.verified,
        lastCrawledAt: latest?.finishedAt?.toISOString() ?? null,
        health,
      };
    });
    return c.json({ target: config.sandbox.enabled ? "sandbox" : "live", sites });
  });
