// Loads site definitions, validates each against the strict schema, checks what the schema
// cannot (unique ids, known plugins) and answers lookups by id, host and scan scope.
import { siteDefinitionSchema, type SiteDefinition, type SiteTier } from "./site-definition-schema";
import { sandboxSiteDefinitions } from "./sandbox-sites";
import { liveSiteDefinitions } from "./live-sites";
import { sitePlugins, type SitePlugin } from "./plugins";

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RegistryError";
  }
}

export interface SiteRegistry {
  sites: SiteDefinition[];
  get(id: string): SiteDefinition | undefined;
  /** The definition whose baseUrl has the same host (port included) as `url`. */
  siteForUrl(url: string): SiteDefinition | undefined;
  /** preview: the preview tier; full: preview + full; continuous: every site. */
  inScope(scope: SiteTier): SiteDefinition[];
  plugin(site: SiteDefinition): SitePlugin | undefined;
}

/** Validates raw definitions (parsed JSON or objects) and builds the registry; throws on the first problem. */
export function createRegistry(raw: unknown[]): SiteRegistry {
  const sites = raw.map((entry, index) => {
    const parsed = siteDefinitionSchema.safeParse(entry);
    if (!parsed.success) {
      const id = typeof entry === "object" && entry && "id" in entry ? String((entry as { id: unknown }).id) : `#${index}`;
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
      throw new RegistryError(`site definition ${id} is invalid: ${problems.join("; ")}`);
    }
    return parsed.data;
  });
  const seen = new Set<string>();
  for (const site of sites) {
    if (seen.has(site.id)) throw new RegistryError(`duplicate site id ${site.id}`);
    seen.add(site.id);
    const name = pluginName(site);
    if (name && !sitePlugins[name]) throw new RegistryError(`site ${site.id} names unknown plugin ${name}`);
  }
  const byId = new Map(sites.map((site) => [site.id, site]));
  const byHost = new Map(sites.map((site) => [new URL(site.baseUrl).host, site]));
  const rank: Record<SiteTier, number> = { preview: 0, full: 1, continuous: 2 };
  return {
    sites,
    get: (id) => byId.get(id),
    siteForUrl(url) {
      try {
        return byHost.get(new URL(url).host.toLowerCase());
      } catch {
        return undefined;
      }
    },
    inScope: (scope) => sites.filter((site) => rank[site.tier] <= rank[scope]),
    plugin: (site) => {
      const name = pluginName(site);
      return name ? sitePlugins[name] : undefined;
    },
  };
}

function pluginName(site: SiteDefinition): string | undefined {
  return "plugin" in site.extract ? site.extract.plugin : site.plugin;
}

/** The sandbox web's sites with the running sandbox's port filled in. */
export function loadSandboxRegistry(options: { port: number }): SiteRegistry {
  const filled = JSON.parse(JSON.stringify(sandboxSiteDefinitions()).replaceAll("{port}", String(options.port))) as unknown[];
  return createRegistry(filled);
}

/** Live sites; all unverified until `unleak sites check --live` passes for them. */
export function loadLiveRegistry(): SiteRegistry {
  return createRegistry(liveSiteDefinitions());
}
