// The period an agency's analytics cover: whole UTC days from `from` to `to`, both inclusive, by
// default the 90 days up to today; and its weeks (Mondays, as the creator's dashboard counts them).
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS } from "@unleak/contracts";
import { AppError } from "../../errors/app-error";

const DAY_MS = 86_400_000;

export interface AnalyticsPeriod {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** The first instant counted and the first one after the period. */
  start: Date;
  end: Date;
  /** The Mondays (YYYY-MM-DD) of the weeks the period touches, oldest first. */
  weeks: string[];
}

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

const refused = (path: "from" | "to", problem: string) => new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, problem }] });

/** `from` and `to` (valid days), or their defaults; in order and at most ANALYTICS_MAX_DAYS apart, or VALIDATION_FAILED. */
export function analyticsPeriod({ from, to, now }: { from?: string; to?: string; now: Date }): AnalyticsPeriod {
  const last = to ?? dayOf(now);
  const first = from ?? dayOf(new Date(Date.parse(last) - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS));
  // The contract checks both when both are given; a default can still make the period wrong.
  if (first > last) throw refused("from", "after_to");
  if ((Date.parse(last) - Date.parse(first)) / DAY_MS >= ANALYTICS_MAX_DAYS) throw refused("to", "period_too_long");
  const start = new Date(`${first}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${last}T00:00:00.000Z`) + DAY_MS);
  const weeks: string[] = [];
  // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday.
  const monday = new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY_MS);
  for (let week = monday; week < end; week = new Date(week.getTime() + 7 * DAY_MS)) weeks.push(dayOf(week));
  return { from: first, to: last, start, end, weeks };
}
