// A site's "new uploads" listing, `GET /new?page=N`: newest first, 40 a page, only what has been
// uploaded by the clock's now, with a rel="next" link while older uploads remain.
import { documentShell, escapeHtml as e } from "./html";
import type { WorldSite } from "../world/world-types";
import type { SiteFeed, Stamped } from "../flow/site-feed";

export const LISTING_PAGE_SIZE = 40;

export function listingPage(site: WorldSite, feed: SiteFeed, requested: string | undefined): string {
  const pageNumber = Math.max(1, Number.parseInt(requested ?? "", 10) || 1);
  const skip = (pageNumber - 1) * LISTING_PAGE_SIZE;
  const items: Stamped[] = [];
  let seen = 0;
  let more = false;
  for (const item of feed.newest(site)) {
    if (seen++ < skip) continue;
    if (items.length === LISTING_PAGE_SIZE) {
      more = true;
      break;
    }
    items.push(item);
  }
  const list = items
    .map(({ page, at }) => `<li class="upload"><a href="${e(page.path)}">${e(page.title)}</a> <time datetime="${at.toISOString()}">${at.toISOString().slice(0, 16).replace("T", " ")}</time></li>`)
    .join("\n");
  const next = more ? `<nav class="pager"><a rel="next" href="/new?page=${pageNumber + 1}">Older uploads</a></nav>` : "";
  return documentShell(site.name, pageNumber === 1 ? "New uploads" : `New uploads, page ${pageNumber}`, `<h1>New uploads</h1><ol class="uploads">${list}</ol>${next}`);
}
