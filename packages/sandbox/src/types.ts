// Public shapes of the sandbox web: what tests, the demo and the CLI see of it.

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

export interface SandboxSite {
  id: string;
  name: string;
  category: SiteCategory;
  tier: "preview" | "full";
  /** Where DMCA notices for this site go (its mailbox in `mailboxes`). */
  dmcaEmail: string;
  /** A documentation-range address standing for the site's public IP (see the RDAP service). */
  ip: string;
  /** Abuse mailbox of the hosting provider (what RDAP answers for `ip`). */
  hostAbuseEmail: string;
  removal: RemovalStyle;
}

export interface Mail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  receivedAt: Date;
  /** Content-page URLs of the sandbox named in the notice that this mailbox may act on. */
  actionableUrls: string[];
}

export interface Takedown {
  url: string;
  siteId: string;
  mailId: number;
  receivedAt: Date;
  removeAt: Date;
}

/** Ground truth of what the sandbox planted, for tests and the demo. */
export interface PlantedPage {
  url: string;
  siteId: string;
  kind: "picture-leak" | "name-leak" | "impersonation" | "decoy" | "unrelated" | "official" | "licensed" | "soft-404";
  title: string;
  reference?: string;
  transformation?: Transformation;
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
  mailboxes: { list(address?: string): Mail[] };
  takedowns: { list(): Takedown[]; isRemoved(url: string): boolean };
  /** Resolves once every picture the sandbox serves has been derived (start-up does not wait for it). */
  warm(): Promise<void>;
  /** Requests served so far, by site id (misbehaviour and load checks). */
  requestCounts(): Record<string, number>;
  close(): Promise<void>;
}

export interface SandboxOptions {
  seed?: number;
  port?: number;
  latencyMs?: [number, number];
  misbehave?: boolean;
  /** Time between a valid notice arriving and the page going away. */
  takedownDelayMs?: number;
}
