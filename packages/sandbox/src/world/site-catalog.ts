// The fixed list of simulated sites. Ids, categories and tiers never depend on the seed, so the
// scanner's registry can describe them; the seed only decides their content and timing.
import type { RemovalStyle, SiteCategory } from "../types";

export type Misbehaviour = "none" | "always-503" | "always-429" | "periodic-429" | "periodic-5xx";

export interface CatalogSite {
  id: string;
  name: string;
  category: SiteCategory;
  tier: "preview" | "full";
  misbehaviour: Misbehaviour;
  removal: RemovalStyle;
}

const byCategory: Record<Exclude<SiteCategory, "search-engine">, string[]> = {
  tube: ["vidleakr", "tubehaven", "clipvault", "streamhub", "flixdrop", "reeltube", "motiontube", "playleak", "vidzone", "tubespot", "clipnest", "framefeed"],
  "leak-aggregator": ["leakhub", "onlyleaks", "fanleak", "leakzone", "vaultleaks", "leakedpics", "fapvault", "leakpile", "dripfeed", "leakstack"],
  forum: ["leakforum", "boardroom", "threadpit", "chatterbox", "leakboards", "fanforums", "talkleak", "postcove", "forumnest"],
  "image-board": ["imgchan", "picboard", "snapchan", "pixboard", "imgdump", "photochan", "lewdboard", "chanvault"],
  "file-host": ["filedrop", "sharebin", "megaload", "cloudstash", "dumpfile", "upfiles", "stashbox", "packdrop"],
  social: ["fanhub", "snapgram", "chirper", "picsocial", "friendnest", "blurbs", "tagme"],
  "cam-recordings": ["camarchive", "recbate", "camvault", "streamrec", "camclips", "showsaver"],
  "telegram-index": ["tgindex", "channelfind", "tgleaks", "grouphunt"],
};

/** The top 10 sites, scanned by the free preview. */
export const PREVIEW_SITE_IDS = ["vidleakr", "tubehaven", "clipvault", "leakhub", "onlyleaks", "leakforum", "boardroom", "imgchan", "filedrop", "fanhub"];

const misbehaviours: Record<string, Misbehaviour> = {
  dumpfile: "always-503",
  leakpile: "always-429",
  streamhub: "periodic-429", leakzone: "periodic-429", picboard: "periodic-429", camvault: "periodic-429", threadpit: "periodic-429", sharebin: "periodic-429",
  onlyleaks: "periodic-5xx", reeltube: "periodic-5xx", talkleak: "periodic-5xx", imgdump: "periodic-5xx", streamrec: "periodic-5xx",
};

/** The search engine that indexes every other site. */
export const SEARCH_ENGINE_ID = "findr";
/** Hosts that are services rather than sites. */
export const SERVICE_HOSTS = { rdap: "rdap", mail: "mail", stripe: "stripe" } as const;

const removalStyles: RemovalStyle[] = ["404", "410", "marker"];

function displayName(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

export function siteCatalog(): CatalogSite[] {
  const sites: CatalogSite[] = [];
  let index = 0;
  for (const [category, ids] of Object.entries(byCategory) as Array<[SiteCategory, string[]]>) {
    for (const id of ids) {
      sites.push({
        id,
        name: displayName(id),
        category,
        tier: PREVIEW_SITE_IDS.includes(id) ? "preview" : "full",
        misbehaviour: misbehaviours[id] ?? "none",
        removal: removalStyles[index++ % removalStyles.length],
      });
    }
  }
  sites.push({ id: SEARCH_ENGINE_ID, name: "Findr", category: "search-engine", tier: "full", misbehaviour: "none", removal: "404" });
  return sites;
}
