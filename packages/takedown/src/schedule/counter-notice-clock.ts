// The §512(g)(2)(C) clock a counter-notice starts (issue 13): the host may put the material back no
// sooner than 10 and no later than 14 business days after it received the counter-notice, unless
// told an action was filed. Escalation is paused meanwhile (see plan-next-wave.ts).
import { addBusinessDays } from "./business-days";
import { usFederalHolidays } from "./us-federal-holidays";

export interface CounterNoticeClock {
  earliestRestore: Date;
  latestRestore: Date;
}

export const counterNoticeBusinessDays = { earliest: 10, latest: 14 } as const;

/** The restore window; holidays default to the US federal holidays of the receipt's year and the next. */
export function counterNoticeClock(receivedAt: Date, { holidays }: { holidays?: readonly string[] } = {}): CounterNoticeClock {
  const year = receivedAt.getUTCFullYear();
  const skip = holidays ?? usFederalHolidays(year, year + 1);
  return {
    earliestRestore: addBusinessDays(receivedAt, counterNoticeBusinessDays.earliest, { holidays: skip }),
    latestRestore: addBusinessDays(receivedAt, counterNoticeBusinessDays.latest, { holidays: skip }),
  };
}
