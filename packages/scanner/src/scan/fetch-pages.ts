// Stage "scanning piracy networks": fetches a candidate page (never the creator's own or
// whitelisted pages), follows redirects, drops pages that are gone (404/410, removed
// markers, soft 404s) and reads title, uploader, pictures and text with the owning site's rules.
import type { PageContent, SiteDefinition, SitePlugin, SiteRegistry } from "../registry";
import type { ScanContext, SiteRef } from "./scan-context";
import { siteRefForHost } from "./scan-context";
import { extractPage, hasMarker, parseHtml } from "./extract-content";
import type { Candidate } from "./search-sites";

export interface FetchedPage {
  url: string;
  site: SiteRef;
  content: PageContent;
  httpStatus: number;
  fetchedAt: Date;
}

// Used for pages on hosts that no definition (and no search engine's page rules) describe.
const GENERIC_PAGE_RULES: SiteDefinition["extract"] = { resultLink: "a", title: "title", images: "meta[property='og:image'], img" };

interface Owner {
  ref: SiteRef;
  /** How to read the page: its own site's rules, else a search engine's page rules, else generic ones. */
  extract: SiteDefinition["extract"];
  plugin: SitePlugin | undefined;
  goneMarkers: string[];
}

function ownerOf(registry: SiteRegistry, candidate: Candidate): Owner {
  const site = registry.siteForUrl(candidate.url);
  if (site) return { ref: site, extract: site.extract, plugin: registry.plugin(site), goneMarkers: [...site.removedMarkers, ...site.soft404Markers] };
  const finder = registry.get(candidate.foundOn);
  const extract = finder?.category === "search-engine" ? finder.extract : GENERIC_PAGE_RULES;
  return { ref: siteRefForHost(new URL(candidate.url).host), extract, plugin: undefined, goneMarkers: [] };
}

/** Fetches one candidate page and reads it; null when it failed, is gone, or is the creator's own. */
export async function fetchPage(ctx: ScanContext, registry: SiteRegistry, candidate: Candidate, excluded: (url: string) => boolean): Promise<FetchedPage | null> {
  const owner = ownerOf(registry, candidate);
  const response = await ctx.fetchFor(owner.ref, "page", candidate.url);
  ctx.progress.done("page", 1, owner.ref.name);
  if (!response || excluded(response.url)) return null;
  const html = response.body.toString("utf8");
  const parsed = parseHtml(html);
  if (hasMarker(parsed, owner.goneMarkers)) return null;
  const content = extractPage(owner.extract, owner.plugin, html, response.url, parsed);
  return { url: response.url, site: owner.ref, content, httpStatus: response.status, fetchedAt: response.fetchedAt };
}
