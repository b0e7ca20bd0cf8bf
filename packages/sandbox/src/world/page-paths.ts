// Where a page lives on its site: each category has its own URL shape, as real sites do.
import type { SiteCategory } from "../types";
import type { WorldPage } from "./world-types";

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
}

export function pagePath(category: SiteCategory, page: Pick<WorldPage, "id" | "title" | "profileOf">): string {
  if (page.profileOf) return `/u/${page.profileOf.toLowerCase()}`;
  switch (category) {
    case "tube":
      return `/watch/${page.id}`;
    case "cam-recordings":
      return `/recording/${page.id}`;
    case "file-host":
      return `/f/${page.id}`;
    case "forum":
      return `/threads/${page.id}-${slug(page.title)}`;
    case "image-board":
      return `/b/res/${page.id}.html`;
    case "leak-aggregator":
      return `/leaks/${slug(page.title)}-${page.id}`;
    case "social":
      return `/p/${page.id}`;
    case "telegram-index":
      return `/channel/${slug(page.title)}-${page.id}`;
    case "search-engine":
      return `/`;
  }
}
