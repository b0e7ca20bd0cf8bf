// The owners behind the sandbox's mailboxes and forms: each reads a notice, answers it (ticket,
// rejection, forwarding) and later acts on it in simulated time (removal, delisting, counter-notice,
// re-upload), as docs/sandbox-owners.md describes.
import type { Mail } from "../types";
import type { WorldPage, WorldSite } from "../world/world-types";
import { DAY_MS, HOUR_MS, type Scheduler } from "../clock/sandbox-clock";
import type { ReplyOutbox } from "../mail/reply-outbox";
import { hashString } from "../world/random";
import { SEARCH_ENGINE_ID } from "../world/site-catalog";
import type { Mailbox } from "./mailbox-directory";
import type { TakedownBook } from "./takedown-book";
import { missingNoticeElements } from "./notice-check";
import { replyWording as say, type ReplyLanguage } from "./reply-wording";

export interface NoticeHit {
  site: WorldSite;
  page: WorldPage;
  url: string;
}

export interface Owners {
  /** The named pages this mailbox may act on. */
  actionable(mailbox: Mailbox, hits: NoticeHit[]): NoticeHit[];
  /** Reads a stored notice (never a duplicate) and answers it. */
  handle(mail: Mail, mailbox: Mailbox, hits: NoticeHit[]): void;
}

export interface OwnersOptions {
  scheduler: Scheduler;
  outbox: ReplyOutbox;
  book: TakedownBook;
  /** Overrides the compliant sites' 2-6 h (simulated ms). */
  takedownDelayMs?: number;
  /** Puts a removed page's picture back at a new URL of the same site. */
  reupload(site: WorldSite, page: WorldPage): void;
}

const PROVIDER_DELAY_MS = 12 * HOUR_MS;
const REMINDER_DELAY_MS = HOUR_MS;
const DELIST_DELAY_MS = HOUR_MS;
const COUNTER_REMOVAL_MS = 3 * HOUR_MS;
const COUNTER_NOTICE_AFTER_MS = 2 * DAY_MS;
/** 10 business days. */
const RESTORE_AFTER_MS = 14 * DAY_MS;
const REUPLOAD_AFTER_MS = 3 * DAY_MS;

export function createOwners({ scheduler, outbox, book, takedownDelayMs, reupload }: OwnersOptions): Owners {
  let nextTicket = 1001;
  const tickets = new Map<string, string>();
  const noticesSeen = new Map<string, number>();

  /** One ticket per mailbox and page: a reminder keeps the first notice's ticket. */
  const ticketFor = (mailbox: Mailbox, hits: NoticeHit[]): string => {
    const known = hits.map((hit) => tickets.get(`${mailbox.address} ${hit.url}`)).find(Boolean);
    const ticket = known ?? `TKT-${nextTicket++}`;
    for (const hit of hits) tickets.set(`${mailbox.address} ${hit.url}`, ticket);
    return ticket;
  };

  const removeLater = (mail: Mail, mailbox: Mailbox, hits: NoticeHit[], delayMs: number, ticket: string, lang: ReplyLanguage) => {
    const site = mailbox.kind === "site" ? mailbox.site : null;
    const removeAt = new Date(mail.receivedAt.getTime() + delayMs);
    const counter = site?.owner === "counter";
    const restoreAt = counter ? new Date(removeAt.getTime() + COUNTER_NOTICE_AFTER_MS + RESTORE_AFTER_MS) : undefined;
    const fresh = hits.filter((hit) =>
      book.schedule(
        { url: hit.url, siteId: hit.site.id, mailId: mail.id, receivedAt: mail.receivedAt, removeAt, by: site ? "site" : "host", restoreAt },
        { forbidden: site?.owner === "forbidden" },
      ),
    );
    if (fresh.length === 0) return;
    scheduler.at(removeAt, () => {
      outbox.reply(mail, mailbox.address, say.removed(ticket, lang));
      if (counter) scheduler.at(new Date(removeAt.getTime() + COUNTER_NOTICE_AFTER_MS), () => outbox.reply(mail, mailbox.address, say.counterNotice(ticket)));
      if (site?.owner === "reuploader") scheduler.at(new Date(removeAt.getTime() + REUPLOAD_AFTER_MS), () => fresh.forEach((hit) => reupload(hit.site, hit.page)));
    });
  };

  const handleSite = (mail: Mail, mailbox: Extract<Mailbox, { kind: "site" }>, hits: NoticeHit[]) => {
    const { site } = mailbox;
    const reply = (text: string) => outbox.reply(mail, mailbox.address, text);
    if (site.owner === "ignoring" || site.owner === "cdn") return;
    if (site.owner === "rejecting") {
      const missing = missingNoticeElements(mail.text, hits.length);
      if (missing.length > 0) return void reply(say.rejected(`TKT-${nextTicket++}`, missing.join("; ")));
    }
    if (hits.length === 0) return void reply(say.rejected(`TKT-${nextTicket++}`, say.noUrls()));
    const ticket = ticketFor(mailbox, hits);
    reply(say.ack(ticket));
    if (site.owner === "search-engine") {
      const at = new Date(mail.receivedAt.getTime() + DELIST_DELAY_MS);
      if (hits.filter((hit) => book.delist(hit.url, at)).length > 0) scheduler.at(at, () => reply(say.delisted(ticket)));
      return;
    }
    if (site.owner === "slow") {
      // Acts only on pages named a second time (a reminder).
      const reminded = hits.filter((hit) => {
        const count = (noticesSeen.get(hit.url) ?? 0) + 1;
        noticesSeen.set(hit.url, count);
        return count >= 2;
      });
      if (reminded.length > 0) removeLater(mail, mailbox, reminded, REMINDER_DELAY_MS, ticket, "en");
      return;
    }
    const delay = site.owner === "counter" ? COUNTER_REMOVAL_MS : (takedownDelayMs ?? (2 + (hashString(site.id) % 5)) * HOUR_MS);
    removeLater(mail, mailbox, hits, delay, ticket, "en");
  };

  const handleProvider = (mail: Mail, mailbox: Extract<Mailbox, { kind: "provider" }>, hits: NoticeHit[]) => {
    const { provider } = mailbox;
    if (provider.kind === "cdn") {
      // A pass-through CDN names each origin's provider and does nothing else.
      const origins = new Map(hits.flatMap((hit) => (hit.site.origin ? [[hit.site.origin.provider.handle, hit.site.origin.provider] as const] : [])));
      for (const origin of origins.values()) outbox.reply(mail, mailbox.address, say.forwarded(origin.name, origin.abuseEmail));
      return;
    }
    if (hits.length === 0) return void outbox.reply(mail, mailbox.address, say.rejected(`TKT-${nextTicket++}`, say.noUrls(provider.lang), provider.lang));
    const ticket = ticketFor(mailbox, hits);
    outbox.reply(mail, mailbox.address, say.ack(ticket, provider.lang));
    if (!provider.bulletproof) removeLater(mail, mailbox, hits, PROVIDER_DELAY_MS, ticket, provider.lang);
  };

  return {
    actionable(mailbox, hits) {
      if (mailbox.kind === "unattended") return [];
      if (mailbox.kind === "site") {
        // An impersonation desk acts on the site's profiles only (a post goes to the DMCA desk), and
        // never on the verified account a report names as the real one.
        if (mailbox.desk === "impersonation") return hits.filter((hit) => hit.site.id === mailbox.site.id && hit.page.profileOf && hit.page.kind !== "official");
        // The search engine acts on any page it indexes; a site only on its own pages.
        return mailbox.site.id === SEARCH_ENGINE_ID ? hits.filter((hit) => hit.site.id !== SEARCH_ENGINE_ID) : hits.filter((hit) => hit.site.id === mailbox.site.id);
      }
      const { provider } = mailbox;
      return hits.filter((hit) => hit.site.host === provider || hit.site.origin?.provider === provider);
    },
    handle(mail, mailbox, hits) {
      if (mailbox.kind === "site") handleSite(mail, mailbox, hits);
      else if (mailbox.kind === "provider") handleProvider(mail, mailbox, hits);
    },
  };
}
