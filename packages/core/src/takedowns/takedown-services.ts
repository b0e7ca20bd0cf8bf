// What the takedown pipeline needs from its deployment (issue 12): the database, the queue and
// the clock, the agent's identity (configuration), where a leak's notices go (the site registry,
// DNS and RDAP, bound by the server to the sandbox or the live web), and how notices leave (an SMTP
// transport and the fetcher for web forms). Core decides; these only carry.
import type { Database } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import type { Fetcher } from "@unleak/scanner";
import type { AgentIdentity, EscalationSettings, Route } from "@unleak/takedown";
import type { Clock } from "../clock/clock";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import type { FileStorage } from "../storage/file-storage";

/** A notice leaves by SMTP exactly as composed: `raw` is the whole MIME message. */
export interface NoticeMailTransport {
  send(message: { from: string; to: string; raw: string; messageId: string }): Promise<{ response: string }>;
}

/** A web form's answer to our post. */
export interface FormAnswer {
  status: number;
  body: string;
}

export interface FormPoster {
  post(url: string, body: string): Promise<FormAnswer>;
}

/** An SMTP failure that will not pass on retry (5xx): the notice fails with the reason. */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export interface TakedownServices {
  db: Database;
  queue: Queue;
  clock: Clock;
  storage: FileStorage;
  agent: AgentIdentity;
  /**
   * Where a leak's notices go, with the reason for each choice; [] when no channel was found.
   * `escalation` 2: the hosting provider and CDN (by DNS and RDAP) even where the site has its own
   * channel, and the site's known payment processors; 3: the domain's registrar (RDAP) and the search engines.
   */
  routeLeak(leak: { url: string; mediaUrls: string[]; siteId: string; kind?: "page" | "profile"; escalation?: 2 | 3 }): Promise<Route[]>;
  /** Null when no mail transport is configured: e-mail notices wait (queued, with the reason) until one is. */
  mail: NoticeMailTransport | null;
  forms: FormPoster;
  /** The notices' From address (the agent's), e.g. "Unleak Takedowns <notices@unleak.example>". */
  from: string;
  /** Replies come back to notices+<reference>@replyDomain (the inbound listener's domain). */
  replyDomain: string;
  /** Where a host can read the signed Letter of Authorisation a notice refers to (public base URL). */
  baseUrl: string;
  /** Signs e-mail notices with DKIM when a key is configured (the signed bytes are the ones kept). */
  dkim?: DkimKey | null;
  /** How removals are checked (issue 13); absent where this process does not check. */
  checks?: RemovalCheckServices;
  /** When escalation waves are due (the deployment's configuration); absent: the engine's defaults, US holidays. */
  escalation?: EscalationConfig;
  /** Tells the creator when content is removed (a notification and an e-mail in her language). */
  alerts?: { mailer: Mailer; translatorFor: TranslatorFor; leakUrl: (leakId: string) => string };
}

export interface EscalationConfig {
  settings: Partial<Omit<EscalationSettings, "holidays">>;
  /** Whose public holidays are not business days; null: weekends only. */
  holidayCountry: string | null;
}

export interface RemovalCheckServices {
  /** The SSRF-safe fetcher, robots not asked (our own notices' URLs). */
  fetcher: Fetcher;
  /** The site's sentences of a removed or not-found page, from the registry. */
  markersFor(siteId: string): { removedMarkers: string[]; soft404Markers: string[] };
  /** A search engine's results URL that would list the leak, for the engine a delisting went to (its notice address); null when unknown. */
  searchUrlFor(engineAddress: string, leak: { url: string; title: string }): string | null;
}

export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** PEM. */
  privateKey: string;
}

/** The address hosts reply to for one notice: threads their answer to it. */
export function replyAddressOf(reference: string, replyDomain: string): string {
  return `notices+${reference}@${replyDomain}`;
}

/** How a leak is routed: an impersonating profile (issue 18) to the platform's impersonation desk, anything else as a page. */
export function routeKindOf(leak: { kind: string }): "page" | "profile" {
  return leak.kind === "profile" ? "profile" : "page";
}
