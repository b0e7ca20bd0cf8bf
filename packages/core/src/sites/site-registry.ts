// The site registry that scans run against, for pages that list or count its sites: the sandbox
// web's registry (its hosts on the sandbox's port) or the live web's. Loaded once per target.
import { loadLiveRegistry, loadSandboxRegistry, type SiteRegistry } from "@unleak/scanner";

/** Where scans go: the sandbox web on loopback (port unknown to an API process that did not start it) or the live web. */
export interface ScanTarget {
  enabled: boolean;
  port: number | null;
}

let cached: { key: string; registry: SiteRegistry } | null = null;

export function siteRegistryFor(sandbox: ScanTarget): SiteRegistry {
  const key = sandbox.enabled ? `sandbox:${sandbox.port ?? 0}` : "live";
  if (cached?.key !== key) cached = { key, registry: sandbox.enabled ? loadSandboxRegistry({ port: sandbox.port ?? 0 }) : loadLiveRegistry() };
  return cached.registry;
}
