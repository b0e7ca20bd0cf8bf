// The scanner's site categories ("leak-aggregator", "cam-recordings", ...) are ids, never shown as
// they are: this maps one to its translated label's key, unknown ones to "Other site".
const SITE_CATEGORIES = ["tube", "forum", "file-host", "image-board", "leak-aggregator", "social", "cam-recordings", "telegram-index", "search-engine", "unknown"] as const;

type SiteCategory = (typeof SITE_CATEGORIES)[number];

export function siteCategoryKey(category: string): `siteCategory.${SiteCategory}` {
  const known = (SITE_CATEGORIES as readonly string[]).includes(category) ? (category as SiteCategory) : "unknown";
  return `siteCategory.${known}`;
}
