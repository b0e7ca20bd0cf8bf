// Page-level truth of what owners did: takedowns (with their due time, a 403 instead of removal,
// a restore after a counter-notice) and findr's delistings, all read lazily against the clock.
import type { PageState, Takedown } from "../types";
import type { SandboxClock } from "../clock/sandbox-clock";

export interface TakedownBook {
  /** Records a takedown unless the page already has one; returns whether it was new. */
  schedule(takedown: Takedown, options?: { forbidden?: boolean }): boolean;
  /** State of the page at its canonical URL. */
  state(url: string): PageState;
  list(): Takedown[];
  delist(url: string, at: Date): boolean;
  isDelisted(url: string): boolean;
}

export function createTakedownBook(clock: SandboxClock): TakedownBook {
  const takedowns = new Map<string, { takedown: Takedown; forbidden: boolean }>();
  const delistings = new Map<string, Date>();
  return {
    schedule(takedown, { forbidden = false } = {}) {
      if (takedowns.has(takedown.url)) return false;
      takedowns.set(takedown.url, { takedown, forbidden });
      return true;
    },
    state(url) {
      const entry = takedowns.get(url);
      const now = clock.now().getTime();
      if (!entry || now < entry.takedown.removeAt.getTime()) return "live";
      if (entry.takedown.restoreAt && now >= entry.takedown.restoreAt.getTime()) return "restored";
      return entry.forbidden ? "forbidden" : "removed";
    },
    list: () => [...takedowns.values()].map((entry) => entry.takedown),
    delist(url, at) {
      if (delistings.has(url)) return false;
      delistings.set(url, at);
      return true;
    },
    isDelisted(url) {
      const at = delistings.get(url);
      return !!at && clock.now().getTime() >= at.getTime();
    },
  };
}
