// The in-memory model of the simulated web that the HTTP layer renders.
import type { OwnerBehaviour, PlantedPage, Transformation } from "../types";
import type { CatalogSite } from "./site-catalog";
import type { VideoLeakSpec } from "../videos/video-leaks";

export interface ImageSpec {
  /** `flow`: a synthetic picture of the flow of new uploads; `asset` is its key (flow/flow-uploads.ts). */
  set: "creator" | "other" | "flow";
  asset: string;
  transformation?: Transformation;
  /** Picks the parameters of the transformation (scale, crop box, border colour ...). */
  variant: number;
}

export interface WorldPage {
  /** Short id used in paths and media names, unique within the site. */
  id: string;
  siteId: string;
  path: string;
  title: string;
  uploader: string;
  /** Hidden words the site's search matches on (tags, file names). */
  tags: string[];
  description: string;
  images: ImageSpec[];
  kind: PlantedPage["kind"];
  reference?: string;
  transformation?: Transformation;
  /** Listed in the site's own search. */
  listed: boolean;
  /** Set on social profile pages: the handle the profile belongs to (path /u/<handle>). */
  profileOf?: string;
  /** What a profile page shows besides its posts (`images`). */
  profile?: WorldProfile;
  /** Number of redirect hops (0-3) between a search result link and the page. */
  hops: number;
  /** Set on a leaked copy of one of the creator's videos: its poster, sprite and preview come from it. */
  video?: VideoLeakSpec;
}

export interface WorldProfile {
  displayName: string;
  bio: string;
  /** Absolute URLs; a sandbox site's as `{origin:<siteId>}/path`, resolved when the page is rendered (the port is known only then). */
  links: string[];
  avatar: ImageSpec | null;
}

export interface WorldSite extends CatalogSite {
  pages: WorldPage[];
  ip: string;
  dmcaEmail: string;
  /** The network that owns `ip` (the CDN for a site behind it). */
  host: HostingProvider;
  /** Behind a CDN: the real server's address and provider. */
  origin?: { ip: string; provider: HostingProvider };
  owner: OwnerBehaviour;
  /** Period and phase of the deterministic 429/5xx answers. */
  period: number;
  phase: number;
  robotsDisallow: string[];
}

export interface HostingProvider {
  name: string;
  handle: string;
  abuseEmail: string;
  /** ISO country code, as RDAP gives it. */
  country: string;
  /** The language its abuse desk writes in. */
  lang: "en" | "de";
  kind: "host" | "cdn";
  /** A "bulletproof" host: acknowledges notices and never removes anything (escalation goes on to the registrar). */
  bulletproof?: boolean;
  /** A no-reply mailbox listed before the real abuse address. */
  placeholderEmail?: string;
}

export interface World {
  seed: number;
  sites: WorldSite[];
  creator: { name: string; username: string; references: string[] };
}
