// Looks pages up by site and path or by full URL, and builds the absolute URLs the world uses.
import type { World, WorldPage, WorldSite } from "../world/world-types";

export interface WorldIndex {
  origin(siteId: string): string;
  site(siteId: string): WorldSite | undefined;
  pageAt(siteId: string, path: string): WorldPage | undefined;
  pageById(siteId: string, id: string): WorldPage | undefined;
  /** Resolves an absolute sandbox URL (canonical page path or redirect link) to its page. */
  resolve(url: string): { site: WorldSite; page: WorldPage } | null;
  urlOf(page: WorldPage): string;
  siteIdOfHost(host: string): string | null;
  /** Adds a page that appeared later (a re-upload) to its site. */
  addPage(page: WorldPage): void;
  /** Where pages not in the world are looked up next (the flow of new uploads). */
  setFallback(fallback: PageLookup): void;
}

export interface PageLookup {
  byId(siteId: string, id: string): WorldPage | undefined;
  byPath(siteId: string, path: string): WorldPage | undefined;
}

export function indexWorld(world: World, port: () => number): WorldIndex {
  const sites = new Map(world.sites.map((site) => [site.id, site]));
  const byPath = new Map<string, WorldPage>();
  const byId = new Map<string, WorldPage>();
  let fallback: PageLookup | null = null;
  const atPath = (siteId: string, path: string) => byPath.get(`${siteId} ${path}`) ?? fallback?.byPath(siteId, path);
  const withId = (siteId: string, id: string) => byId.get(`${siteId} ${id}`) ?? fallback?.byId(siteId, id);
  for (const site of world.sites) {
    for (const page of site.pages) {
      byPath.set(`${site.id} ${page.path}`, page);
      byId.set(`${site.id} ${page.id}`, page);
    }
  }
  const origin = (siteId: string) => `http://${siteId}.localhost:${port()}`;
  const siteIdOfHost = (host: string): string | null => {
    const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
    return name.endsWith(".localhost") ? name.slice(0, -".localhost".length) : null;
  };
  return {
    origin,
    site: (siteId) => sites.get(siteId),
    pageAt: atPath,
    pageById: withId,
    urlOf: (page) => origin(page.siteId) + page.path,
    siteIdOfHost,
    addPage(page) {
      sites.get(page.siteId)?.pages.push(page);
      byPath.set(`${page.siteId} ${page.path}`, page);
      byId.set(`${page.siteId} ${page.id}`, page);
    },
    setFallback: (lookup) => {
      fallback = lookup;
    },
    resolve(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      const siteId = siteIdOfHost(parsed.host);
      const site = siteId ? sites.get(siteId) : undefined;
      if (!site || Number(parsed.port || 80) !== port()) return null;
      const path = decodeURIComponent(parsed.pathname).replace(/\/+$/, "") || "/";
      const go = /^\/(?:go|r)\/([^/]+)/.exec(path);
      const page = go ? withId(site.id, go[1]) : atPath(site.id, path);
      return page ? { site, page } : null;
    },
  };
}
