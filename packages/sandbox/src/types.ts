// Public shapes of the sandbox web: what tests, the demo and the CLI see of it.
import type { StripeDelivery } from "./stripe/stripe-app";

export type SiteCategory =
  | "tube"
  | "forum"
  | "file-host"
  | "image-board"
  | "leak-aggregator"
  | "social"
  | "cam-recordings"
  | "telegram-index"
  | "search-engine";

export type Transformation = "resize" | "recompress" | "crop" | "letterbox" | "watermark" | "mirror";

/** How a site answers once a page was taken down. */
export type RemovalStyle = "404" | "410" | "marker";

/** How a site's owner answers notices (docs/sandbox-owners.md). */
export type OwnerBehaviour = "compliant" | "slow" | "ignoring" | "cdn" | "rejecting" | "soft-404" | "forbidden" | "counter" | "reuploader" | "search-engine";

/** Where a page stands after notices: still up, gone, behind a 403, or put back after a counter-notice. */
export type PageState = "live" | "removed" | "forbidden" | "restored";

export interface SandboxSite {
  id: string;
  name: string;
  category: SiteCategory;
  tier: "preview" | "full";
  /** Where DMCA notices for this site go (its mailbox in `mailboxes`). */
  dmcaEmail: string;
  /** A documentation-range address standing for the site's public IP (see the RDAP service). */
  ip: string;
  /** Abuse mailbox of the network that owns `ip` (what RDAP answers for it; the CDN for a CDN site). */
  hostAbuseEmail: string;
  /** Name of the network that owns `ip`. */
  hostName: string;
  removal: RemovalStyle;
  owner: OwnerBehaviour;
  /** Behind a CDN: the origin's address (DNS `origin.<id>.localhost`) and its provider's abuse desk. */
  origin?: { ip: string; hostName: string; hostAbuseEmail: string };
  /** A social site's channel for impersonation reports. */
  impersonationDesk?: ImpersonationDesk;
  /** Whether the site lists its new uploads at `GET /new?page=N` (tube, leak aggregator, image board, forum, cam recordings). */
  listing: boolean;
}

/**
 * Where a social site takes impersonation reports: a mailbox that an agent may write to, or a web
 * form that only the impersonated person may use (with a photo of her ID), so an agent cannot.
 */
export type ImpersonationDesk = { channel: "email"; address: string; agentsAccepted: true } | { channel: "form"; path: string; agentsAccepted: false; requires: "id-document" };

export interface Mail {
  id: number;
  to: string;
  from: string;
  replyTo?: string;
  messageId: string;
  inReplyTo?: string;
  references: string[];
  subject: string;
  text: string;
  receivedAt: Date;
  /** How it arrived: SMTP, the JSON drop (`POST /_mail`) or a site's web form. */
  via: "smtp" | "http" | "webform";
  /** Content-page URLs of the sandbox named in the notice that this mailbox may act on. */
  actionableUrls: string[];
  /** Further copies received with the same Message-ID (stored once, as a ticket system dedupes). */
  duplicates: number;
}

/** A reply the sandbox's owners send to the notifier, by SMTP to the reply relay. */
export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  inReplyTo?: string;
  references: string[];
  createdAt: Date;
  sentAt?: Date;
  attempts: number;
  lastError?: string;
}

export interface Takedown {
  url: string;
  siteId: string;
  mailId: number;
  receivedAt: Date;
  removeAt: Date;
  /** Who took it down: the site's owner or its (origin) hosting provider. */
  by: "site" | "host";
  /** After a counter-notice: when the page comes back. */
  restoreAt?: Date;
}

export interface SandboxServices {
  smtp: { host: string; port: number };
  /** `host:port` of the DNS server, for `Resolver.setServers`. */
  dns: string;
  rdapBaseUrl: string;
  /** The payment provider (Stripe-compatible): its API host and port (the SDK's `host`/`port`), and its origin for hosted pages. */
  stripe: { host: string; port: number; origin: string };
}

export interface ReplyRelay {
  host: string;
  port: number;
}

/** Ground truth of what the sandbox planted, for tests and the demo. */
export interface PlantedPage {
  url: string;
  siteId: string;
  kind: "picture-leak" | "video-leak" | "video-download-leak" | "name-leak" | "impersonation" | "decoy" | "unrelated" | "official" | "licensed" | "soft-404";
  title: string;
  /** The creator picture a picture leak shows, or the video id of a video leak. */
  reference?: string;
  transformation?: Transformation;
  /** A video leak: which of the creator's videos, and the times in it its poster, sprite and preview show. */
  video?: PlantedVideoLeak;
  /** A full-length re-upload (kind video-download-leak): only its downloaded video gives it away. */
  download?: PlantedVideoDownload;
  /** A social profile page (`/u/<handle>`): impersonator, decoy or her own. */
  profile?: { handle: string };
}

export interface PlantedVideoDownload {
  videoId: string;
  /** The copy starts this far into her video (its opening was cut). */
  fromMs: number;
}

export interface PlantedVideoLeak {
  videoId: string;
  /** The poster is this frame (the middle of the video). */
  posterMs: number;
  /** The preview sprite's tiles, row by row: the time of the video each shows. */
  spriteTilesMs: number[];
  spriteColumns: number;
  spriteRows: number;
  /** The preview clip: this stretch of the video, re-encoded smaller, cropped and watermarked. */
  preview: { startMs: number; endMs: number };
}

/** One of the demo creator's videos, made from her pictures with ffmpeg (a file once `warm()` resolved). */
export interface SandboxVideo {
  id: string;
  fileName: string;
  path: string;
  durationMs: number;
  /** Each scene pans across one of her pictures; no two scenes show the same part of one. */
  scenes: Array<{ startMs: number; endMs: number; pictureId: string }>;
}

export interface DemoCreator {
  name: string;
  username: string;
  officialUrls: string[];
  /** Licensed pages (a partner's promo) that the creator whitelists. */
  whitelist: string[];
  referenceImages: string[];
}

export interface Sandbox {
  port: number;
  origin(siteId: string): string;
  sites: SandboxSite[];
  demoCreator: DemoCreator;
  truth: PlantedPage[];
  /** The demo creator's videos; their files (and the leaks' posters, sprites and clips) exist once `warm()` resolved. */
  videos: SandboxVideo[];
  mailboxes: { list(address?: string): Mail[] };
  takedowns: { list(): Takedown[]; isRemoved(url: string): boolean; state(url: string): PageState };
  /** Whether findr has dropped the URL from its results (the page itself stays up). */
  delisted(url: string): boolean;
  services: SandboxServices;
  smtp: { setDown(down: boolean): void; isDown(): boolean };
  /** The payment provider: the webhook deliveries so far, and a subscription's renewal run now. */
  stripe: { deliveries(): StripeDelivery[]; renew(subscriptionId: string): Promise<void> };
  /** Where owners' replies go (Unleak's inbound SMTP listener); null keeps them in the outbox. */
  setReplyRelay(relay: ReplyRelay | null): void;
  /** Replies not yet delivered (`list`) and delivered (`sent`). */
  outbox: { list(): OutgoingMail[]; sent(): OutgoingMail[] };
  /** Resolves once every picture and video the sandbox serves has been made (start-up does not wait for it). */
  warm(): Promise<void>;
  /** Requests served so far, by site id (misbehaviour and load checks). */
  requestCounts(): Record<string, number>;
  /** Starts the request counts again from zero. */
  resetRequestCounts(): void;
  /** The flow of new uploads and its synthetic creators; only with the `flow` option. */
  flow?: SandboxFlow;
  close(): Promise<void>;
}

export interface SandboxOptions {
  seed?: number;
  port?: number;
  latencyMs?: [number, number];
  misbehave?: boolean;
  /** Simulated time between a valid notice and the page going away at a compliant site (default 2-6 h per site). */
  takedownDelayMs?: number;
  /** Simulated time for every owner delay (default real time, scale 1). */
  clock?: { now(): Date; scale: number };
  /** A flow of new uploads on every content site, with leaks of many synthetic creators (docs/sandbox.md, "Flow of new uploads"). */
  flow?: SandboxFlowOptions;
}

export interface SandboxFlowOptions {
  /** How many synthetic creators the leaks are of. */
  creators: number;
  seed?: number;
  /** New pages per site and simulated hour (default 12). */
  uploadsPerSiteHour?: number;
  /** Share of new pages that leak a synthetic creator (default 0.2). */
  leakShare?: number;
  /** Start of simulated hour 0 (default: the clock's now when the sandbox starts). */
  startAt?: Date;
}

export interface SyntheticCreator {
  id: string;
  name: string;
  username: string;
}

export type FlowLeakShows = "picture+name" | "picture" | "name";

export interface FlowLeak {
  creatorId: string;
  url: string;
  siteId: string;
  uploadedAt: Date;
  /** `picture+name`: her picture and her name in title and tags; `picture`: her picture only; `name`: her name or username only, no picture of hers. */
  shows: FlowLeakShows;
  title: string;
  /** A picture leak's alteration of her reference picture (n = 0). */
  transformation?: Transformation;
}

export interface SandboxFlow {
  /** Start of simulated hour 0. */
  startAt: Date;
  creators(): SyntheticCreator[];
  /** A JPEG of about 512 px, the same for the same seed, creator and n; leaks show n = 0, altered. */
  referencePicture(creatorId: string, n?: number): Promise<Buffer>;
  /** The leaks uploaded with from <= uploadedAt < to, whether or not the clock has reached them. */
  truth(window: { from: Date; to: Date }): FlowLeak[];
  /** How many pages (leaks and others) the flow uploads with from <= uploadedAt < to. */
  uploadsIn(window: { from: Date; to: Date }): number;
}
