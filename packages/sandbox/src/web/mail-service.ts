// Abuse mailboxes and the takedowns they trigger: a notice that names the exact URL of a page,
// sent to that site's DMCA address or to its hosting provider's abuse address, takes the page
// down after the configured delay.
import type { Mail, Takedown } from "../types";
import type { WorldIndex } from "./world-index";

export interface MailService {
  receive(input: { to: string | string[]; from: string; subject: string; text: string }): Mail[];
  list(address?: string): Mail[];
  takedowns(): Takedown[];
  isRemoved(siteId: string, pageId: string): boolean;
  isRemovedUrl(url: string): boolean;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

export function createMailService(index: WorldIndex, delayMs: number): MailService {
  const mails: Mail[] = [];
  const removals = new Map<string, Takedown>();
  const key = (siteId: string, pageId: string) => `${siteId} ${pageId}`;

  const mayActOn = (address: string, siteId: string): boolean => {
    const site = index.site(siteId);
    return !!site && (site.dmcaEmail === address || site.host.abuseEmail === address);
  };

  const receive: MailService["receive"] = ({ to, from, subject, text }) => {
    const recipients = (Array.isArray(to) ? to : [to]).map((address) => address.trim().toLowerCase());
    const named = [...new Set((`${subject}\n${text}`.match(URL_PATTERN) ?? []).map((url) => url.replace(/[.,;:]+$/, "")))];
    return recipients.map((address) => {
      const actionable = named.filter((url) => {
        const hit = index.resolve(url);
        return hit !== null && mayActOn(address, hit.site.id);
      });
      const mail: Mail = { id: mails.length + 1, to: address, from, subject, text, receivedAt: new Date(), actionableUrls: actionable };
      mails.push(mail);
      for (const url of actionable) {
        const { site, page } = index.resolve(url)!;
        if (removals.has(key(site.id, page.id))) continue;
        removals.set(key(site.id, page.id), {
          url: index.urlOf(page),
          siteId: site.id,
          mailId: mail.id,
          receivedAt: mail.receivedAt,
          removeAt: new Date(mail.receivedAt.getTime() + delayMs),
        });
      }
      return mail;
    });
  };

  const isRemoved = (siteId: string, pageId: string): boolean => {
    const takedown = removals.get(key(siteId, pageId));
    return !!takedown && takedown.removeAt.getTime() <= Date.now();
  };

  return {
    receive,
    list: (address) => mails.filter((mail) => !address || mail.to === address.trim().toLowerCase()),
    takedowns: () => [...removals.values()],
    isRemoved,
    isRemovedUrl: (url) => {
      const hit = index.resolve(url);
      return !!hit && isRemoved(hit.site.id, hit.page.id);
    },
  };
}
