// The scanner's site categories ("leak-aggregator", "cam-recordings", ...) are ids, never shown as
// they are: this maps one to its translated label's key, unknown ones to "Other site".
import { type SiteCategory, siteCategories } from "@unleak/contracts";

export function siteCategoryKey(category: string): `siteCategory.${SiteCategory | "unknown"}` {
  const known = (siteCategories as readonly string[]).includes(category) ? (category as SiteCategory) : "unknown";
  return `siteCategory.${known}`;
}
