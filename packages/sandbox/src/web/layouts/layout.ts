// What each category's renderer provides: its search pagination and its HTML for search
// results, content pages, "not found" pages answered with 200, and removed pages.
import type { SiteCategory } from "../../types";
import type { WorldPage, WorldSite } from "../../world/world-types";

export interface PageView {
  page: WorldPage;
  /** Link as the site prints it; may go through redirect hops. */
  href: string;
  media: string[];
  thumbnail: string | null;
  /** A leaked video's poster, preview sprite (a grid of frames) and preview clip, or a full-length re-upload's file. */
  video?: { poster: string; sprite?: { src: string; columns: number; rows: number }; preview?: string; download?: string };
}

export interface SearchView {
  site: WorldSite;
  query: string;
  hits: PageView[];
  /** 1-based page number of this result page. */
  pageNumber: number;
  nextHref: string | null;
}

export interface Layout {
  category: SiteCategory;
  searchPath: string;
  queryParam: string;
  /** `page` counts from 1, `offset` counts results from 0. */
  pagination: { param: string; kind: "page" | "offset" };
  perPage: number;
  renderSearch(view: SearchView): string;
  renderPage(site: WorldSite, view: PageView): string;
  soft404Text: string;
  removedText: string;
}
