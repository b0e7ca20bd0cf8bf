// Whether the recipient of a first notice falls under a 48-hour removal law (issue 13, ADR 030):
// the US TAKE IT DOWN Act obliges a covered platform (a public site that hosts what its users
// upload, or one in the business of publishing intimate images without consent) to remove a
// non-consensual intimate depiction within 48 hours of a valid request, from 19 May 2026
// (research.md §1.6). A leak of a creator's picture or video is published without her consent to
// its publication, whatever consent she gave to its making. Hosts, CDNs, registrars, payment
// processors and search engines are not covered platforms; a DSA notice (EU) invokes no such duty;
// a name mention is no intimate depiction. The UK's 48-hour NCII duty is not yet in force.
import type { LegalBasis, RecipientKind } from "@unleak/contracts";

/** The day the Act's platform obligations take effect. */
export const TAKE_IT_DOWN_IN_FORCE = new Date("2026-05-19T00:00:00Z");

/** Sites that only list or link (search engines, indexes of chat channels) host nothing to remove. */
const NOT_PLATFORMS: ReadonlySet<string> = new Set(["search-engine", "telegram-index"]);

export interface DutyNotice {
  basis: LegalBasis;
  recipientKind: RecipientKind;
  /** When the notice was sent (the duty runs from its receipt). */
  sentAt: Date;
  /** The leak's kind: a picture (or video) match, or a name mention. */
  leakKind: string;
  /** The leak's site category (the registry's). */
  siteCategory: string;
}

export function fortyEightHourDuty(notice: DutyNotice): boolean {
  return (
    notice.recipientKind === "site" &&
    notice.basis === "dmca" &&
    notice.leakKind === "picture" &&
    !NOT_PLATFORMS.has(notice.siteCategory) &&
    notice.sentAt.getTime() >= TAKE_IT_DOWN_IN_FORCE.getTime()
  );
}
