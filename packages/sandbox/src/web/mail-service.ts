// The sandbox's mailboxes: every notice that reaches a sandbox address (by SMTP, the JSON drop or a
// web form) is stored once per recipient and Message-ID, and handed to the recipient's owner.
import { randomUUID } from "node:crypto";
import type { Mail, PageState, Takedown } from "../types";
import type { WorldIndex } from "./world-index";
import type { SandboxClock } from "../clock/sandbox-clock";
import type { MailboxDirectory } from "../owners/mailbox-directory";
import type { NoticeHit, Owners } from "../owners/owners";
import type { TakedownBook } from "../owners/takedown-book";

export interface IncomingNotice {
  to: string | string[];
  from: string;
  replyTo?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  subject: string;
  text: string;
  via: Mail["via"];
}

export interface MailService {
  receive(notice: IncomingNotice): Mail[];
  list(address?: string): Mail[];
  takedowns(): Takedown[];
  state(url: string): PageState;
  isRemovedUrl(url: string): boolean;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

export function createMailService(index: WorldIndex, directory: MailboxDirectory, owners: Owners, book: TakedownBook, clock: SandboxClock): MailService {
  const mails: Mail[] = [];
  const byMessageId = new Map<string, Mail>();

  const namedPages = (text: string): NoticeHit[] => {
    const urls = new Set((text.match(URL_PATTERN) ?? []).map((url) => url.replace(/[.,;:]+$/, "")));
    const hits = new Map<string, NoticeHit>();
    for (const url of urls) {
      const hit = index.resolve(url);
      if (hit) hits.set(index.urlOf(hit.page), { ...hit, url: index.urlOf(hit.page) });
    }
    return [...hits.values()];
  };

  const receive: MailService["receive"] = (notice) => {
    const recipients = [...new Set((Array.isArray(notice.to) ? notice.to : [notice.to]).map((address) => address.trim().toLowerCase()))];
    const messageId = notice.messageId ?? `<${randomUUID()}@sandbox.example>`;
    const named = namedPages(`${notice.subject}\n${notice.text}`);
    return recipients.map((address) => {
      const duplicate = byMessageId.get(`${address} ${messageId}`);
      if (duplicate) {
        duplicate.duplicates++;
        return duplicate;
      }
      const mailbox = directory.lookup(address) ?? { kind: "unattended" as const, address };
      const hits = owners.actionable(mailbox, named);
      const mail: Mail = {
        id: mails.length + 1,
        to: address,
        from: notice.from,
        replyTo: notice.replyTo,
        messageId,
        inReplyTo: notice.inReplyTo,
        references: notice.references ?? [],
        subject: notice.subject,
        text: notice.text,
        receivedAt: clock.now(),
        via: notice.via,
        actionableUrls: hits.map((hit) => hit.url),
        duplicates: 0,
      };
      mails.push(mail);
      byMessageId.set(`${address} ${messageId}`, mail);
      owners.handle(mail, mailbox, hits);
      return mail;
    });
  };

  const state = (url: string): PageState => {
    const hit = index.resolve(url);
    return hit ? book.state(index.urlOf(hit.page)) : "live";
  };

  return {
    receive,
    list: (address) => mails.filter((mail) => !address || mail.to === address.trim().toLowerCase()),
    takedowns: () => book.list(),
    state,
    isRemovedUrl: (url) => state(url) === "removed",
  };
}
