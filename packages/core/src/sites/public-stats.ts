// The public pages' figures (GET /api/stats): the sites scans cover and the creators protected,
// counted, never made up.
import type { PublicStats } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import { countCreators } from "../profiles/count-creators";
import { type ScanTarget, siteRegistryFor } from "./site-registry";

export async function getPublicStats({ db, sandbox }: { db: Database; sandbox: ScanTarget }): Promise<PublicStats> {
  const registry = siteRegistryFor(sandbox);
  return { sites: registry.sites.length, previewSites: registry.inScope("preview").length, creators: await countCreators({ db }) };
}
