// The takedown engine's shapes (issue 12): what a notice is made of, the problems the validator
// reports, where a leak's notices go, and what a host's reply says. Pure data: no database, no clock.
import type { LegalBasis, NoticeChannel, RecipientKind, ReplyKind, RouteReason } from "@unleak/contracts";

export type NoticeLanguage = "en" | "de" | "es" | "fr";

/** Unleak as the creator's agent: named in every notice instead of the creator (from the configuration). */
export interface AgentIdentity {
  /** Company name, e.g. "Unleak Ltd". */
  name: string;
  /** Postal address, one line per element. */
  address: string;
  email: string;
  phone: string | null;
  /** The person who signs notices for the agent ("/s/ <signatory>"). */
  signatory: string;
  website: string | null;
}

/** The copyrighted work: a description and where the original is published (the creator's official pages). */
export interface NoticeWork {
  description: string;
  sourceUrls: string[];
}

/**
 * The creator's management agency, when the notice was requested by one (issue 17): named with its
 * company details in the authority section, for the recipient's information. It does not sign.
 */
export interface ManagingAgency {
  name: string;
  website?: string | null;
  email?: string | null;
  phone?: string | null;
  /** Postal address, one line per element. */
  address?: string | null;
}

/** One infringing item: its page and the media on it, each written out exactly, one row each. */
export interface NoticeItem {
  pageUrl: string;
  mediaUrls: string[];
  title: string | null;
}

export interface NoticeInput {
  basis: LegalBasis;
  language: NoticeLanguage;
  /** Short reference quoted back by hosts, e.g. "UL-7K3QX9". */
  reference: string;
  date: Date;
  agent: AgentIdentity;
  /** Whom the agent acts for: the creator's stage name, never the legal name. */
  principal: { name: string };
  recipient: { name: string; kind: RecipientKind };
  works: NoticeWork[];
  items: NoticeItem[];
  /** The signed Letter of Authorisation the agent acts under. */
  authority: { reference: string | null; sha256: string | null; signedAt: Date | null };
  /** The agency that asked for the notice on the creator's behalf; Unleak's agent still signs. */
  managedBy?: ManagingAgency;
}

/** The elements a notice must carry: DMCA §512(c)(3)(A)(i)-(vi), DSA Art. 16(2)(a)-(d). */
export type NoticeElement = "signature" | "work" | "material" | "contact" | "good_faith" | "accuracy" | "reasons" | "notifier" | "authority";

export interface NoticeProblem {
  element: NoticeElement;
  /** Why it is incomplete, in English, for logs and the refusal. */
  message: string;
}

export interface ComposedNotice {
  subject: string;
  /** Plain text, as e-mailed and posted. */
  text: string;
  /** The elements present, in order (the validator's proof that each is there). */
  elements: NoticeElement[];
}

/** What an IP network's RDAP record says about who runs it. */
export interface RdapNetwork {
  handle: string;
  /** The network's name and its registrant's name (used to recognise CDNs). */
  name: string;
  ownerName: string | null;
  /** ISO 3166 alpha-2 country, upper case, when given. */
  country: string | null;
  /** Abuse mailboxes of the `abuse` role entities, placeholder mailboxes skipped. */
  abuseEmails: string[];
  /** The record's language (RDAP `lang`, e.g. "de"), when given: the language its abuse desk reads. */
  lang?: string | null;
}

/** What a domain's RDAP record says about its registrar (ICANN RDAP profile). */
export interface RdapRegistrar {
  /** The registered domain the record is about. */
  domain: string;
  name: string;
  country: string | null;
  /** The registrar's abuse desk, placeholder mailboxes skipped. */
  abuseEmails: string[];
}

export interface RoutingServices {
  /** IPv4/IPv6 addresses of a host name (DNS). */
  resolveAddresses(hostname: string): Promise<string[]>;
  /** The RDAP record of the network an address belongs to; null when none answers. */
  lookupNetwork(address: string): Promise<RdapNetwork | null>;
  /** The registrar of a registered domain by RDAP; null when none answers. Absent: registrars are not looked up. */
  lookupRegistrar?(domain: string): Promise<RdapRegistrar | null>;
}

/** A site as the registry knows it: its own takedown channel, if any. */
export interface RoutableSite {
  id: string;
  name: string;
  category: string;
  takedown: { channel: "email" | "webform" | "host"; contact?: string; formUrl?: string; paymentProcessors?: PaymentProcessor[] };
  /** A platform's desk for impersonation reports (issue 18); absent where profiles are not known. */
  impersonation?: ImpersonationDesk;
}

/** Where a platform hears impersonation reports, and whether it hears them from an agent. */
export interface ImpersonationDesk {
  channel: "email" | "webform";
  contact?: string;
  formUrl?: string;
  /** False: only the person impersonated may file (often with her own ID): nothing is sent for her. */
  agentAccepted: boolean;
  requiresId: boolean;
}

/** A payment processor known to take the site's money, with the desk that hears infringement complaints. */
export interface PaymentProcessor {
  name: string;
  contact: string;
}

export interface LeakToRoute {
  pageUrl: string;
  mediaUrls: string[];
  site: RoutableSite | null;
  /** "profile": an impersonating profile (issue 18), reported to the platform's impersonation desk; default "page", a copy of her content. */
  kind?: "page" | "profile";
}

/** Where one notice for a leak goes, on what basis and why (the contracts' PlannedRoute). */
export interface Route {
  recipientKind: RecipientKind;
  recipientName: string;
  channel: NoticeChannel;
  /** The e-mail address, or the web form's URL. */
  address: string;
  basis: LegalBasis;
  language: NoticeLanguage;
  reason: { code: RouteReason; params: Record<string, string> };
}

export interface ParsedReply {
  kind: ReplyKind;
  ticket: string | null;
  /** A rejection's reason, or a counter-notice's summary. */
  reason: string | null;
  /** Our notice reference ("UL-...") when the reply quotes it. */
  reference: string | null;
  /** A CDN's forward: the origin host's abuse address it names. */
  forwardedTo: string | null;
}
