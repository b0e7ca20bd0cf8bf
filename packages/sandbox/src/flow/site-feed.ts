// What a site shows as time passes: its seeded pages (stamped before the flow starts) and the
// flow's uploads up to the clock's now, for its "new uploads" listing, its search and its pages.
import type { SiteCategory } from "../types";
import { DAY_MS } from "../clock/sandbox-clock";
import { hashString } from "../world/random";
import type { WorldPage, WorldSite } from "../world/world-types";
import type { Flow } from "./flow-uploads";

/** Categories whose sites list new uploads at `/new`; the others offer only their search. */
export const LISTING_CATEGORIES: readonly SiteCategory[] = ["tube", "leak-aggregator", "image-board", "forum", "cam-recordings"];

export const hasListing = (category: SiteCategory) => LISTING_CATEGORIES.includes(category);

export interface Stamped {
  page: WorldPage;
  at: Date;
}

export interface SiteFeed {
  /** The site's listed pages up to now, newest first, generated as far as they are read. */
  newest(site: WorldSite): Iterable<Stamped>;
  /** Every page the site's search looks through now. */
  searchable(site: WorldSite): WorldPage[];
  /** A flow page by id or path, once uploaded. */
  byId(siteId: string, id: string): WorldPage | undefined;
  byPath(siteId: string, path: string): WorldPage | undefined;
  /** Stamps a page that appears later (a re-upload) with the time it appeared. */
  stamp(page: WorldPage, at: Date): void;
}

const FLOW_ID_IN_PATH = /(?:^|[/-])(u\d+x\d+)(?=$|[-.])/g;

export function createSiteFeed(clock: { now(): Date }, startAt: Date, flow: Flow | null): SiteFeed {
  const stamps = new WeakMap<WorldPage, Date>();
  // A seeded page was uploaded some time in the 30 days before the start, the same in every run.
  const stampOf = (page: WorldPage) => stamps.get(page) ?? new Date(startAt.getTime() - 60_000 - (hashString(`${page.siteId} ${page.id}`) % (30 * DAY_MS)));
  const live = (siteId: string, id: string) => {
    const upload = flow?.byId(siteId, id);
    return upload && upload.uploadedAt <= clock.now() ? upload.page : undefined;
  };
  return {
    *newest(site) {
      const now = clock.now();
      if (flow) {
        for (let k = flow.hourOf(now); k >= 0; k--) {
          const uploads = flow.hour(site.id, k);
          for (let i = uploads.length - 1; i >= 0; i--) if (uploads[i].uploadedAt <= now) yield { page: uploads[i].page, at: uploads[i].uploadedAt };
        }
      }
      const seeded = site.pages.filter((page) => page.listed && !page.profileOf).map((page) => ({ page, at: stampOf(page) }));
      yield* seeded.filter((item) => item.at <= now).sort((a, b) => b.at.getTime() - a.at.getTime());
    },
    searchable(site) {
      if (!flow) return site.pages;
      const now = clock.now();
      const pages = [...site.pages];
      for (let k = 0; k <= flow.hourOf(now); k++) for (const upload of flow.hour(site.id, k)) if (upload.uploadedAt <= now) pages.push(upload.page);
      return pages;
    },
    byId: live,
    byPath(siteId, path) {
      for (const [, id] of path.matchAll(FLOW_ID_IN_PATH)) {
        const page = live(siteId, id);
        if (page?.path === path) return page;
      }
      return undefined;
    },
    stamp: (page, at) => stamps.set(page, at),
  };
}
