// The sites the leak crawler monitors (GET /api/sites), each with its last crawl and health.
import type { SiteList } from "@unleak/contracts";
import { type Database, scans } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import { monitoredSites } from "./site-health";
import { type ScanTarget, siteRegistryFor } from "./site-registry";

/** How many recent finished scans are read to date each site's last crawl. */
const RECENT_SCANS = 100;

export async function listMonitoredSites({ db, sandbox }: { db: Database; sandbox: ScanTarget }): Promise<SiteList> {
  const recent = await db
    .select({ scope: scans.scope, finishedAt: scans.finishedAt, result: scans.result })
    .from(scans)
    .where(eq(scans.status, "completed"))
    .orderBy(desc(scans.finishedAt))
    .limit(RECENT_SCANS);
  return { target: sandbox.enabled ? "sandbox" : "live", sites: monitoredSites(siteRegistryFor(sandbox).sites, recent) };
}
