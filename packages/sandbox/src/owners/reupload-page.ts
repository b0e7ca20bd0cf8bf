// The re-uploader's trick: the same picture back on the same site at a new URL, listed in the
// site's search so that the next scan finds it.
import { pagePath } from "../world/page-paths";
import type { WorldPage, WorldSite } from "../world/world-types";
import type { WorldIndex } from "../web/world-index";

export function reuploadPage(site: WorldSite, page: WorldPage, index: WorldIndex): WorldPage {
  const copy: WorldPage = { ...page, id: `${page.id}re${site.pages.length}`, title: `${page.title} (reup)`, hops: 0, listed: true };
  copy.path = pagePath(site.category, copy);
  index.addPage(copy);
  return copy;
}
