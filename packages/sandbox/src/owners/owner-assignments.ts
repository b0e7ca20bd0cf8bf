// Which site's owner behaves how. Fixed by site id (never by seed) so that tests, the demo and the
// scanner's registry agree; docs/sandbox-owners.md describes each behaviour.
import type { OwnerBehaviour } from "../types";

const assignments: Record<string, OwnerBehaviour> = {
  tubehaven: "slow",
  clipvault: "rejecting",
  leakhub: "soft-404",
  onlyleaks: "ignoring",
  imgchan: "ignoring",
  filedrop: "cdn",
  playleak: "forbidden",
  flixdrop: "counter",
  motiontube: "reuploader",
  findr: "search-engine",
};

/** Sites whose takedown channel is the hosting provider: they never answer their own mail. */
const HOST_CHANNEL_CATEGORIES = new Set(["image-board", "telegram-index"]);

export function ownerOf(siteId: string, category: string): OwnerBehaviour {
  return assignments[siteId] ?? (HOST_CHANNEL_CATEGORIES.has(category) ? "ignoring" : "compliant");
}

/** Sites that sit behind the CDN. */
export function isCdnSite(siteId: string): boolean {
  return assignments[siteId] === "cdn";
}
