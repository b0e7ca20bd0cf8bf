// Business days for the takedown clocks (issue 13): counted on UTC calendar days, skipping Saturdays,
// Sundays and the holidays passed in, so a deadline is the same on every server whatever its time zone.
import { utc } from "@date-fns/utc";
import { addDays, format, isWeekend, startOfDay } from "date-fns";

export interface BusinessDayOptions {
  /** Days that are not business days, as ISO dates ("2027-07-05"); none by default. */
  holidays?: readonly string[];
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function holidaySet(holidays: readonly string[] | undefined): ReadonlySet<string> {
  for (const day of holidays ?? []) {
    if (!isoDate.test(day)) throw new RangeError(`holiday "${day}" is not an ISO date (YYYY-MM-DD)`);
  }
  return new Set(holidays);
}

function isBusinessDay(date: Date, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(date, { in: utc }) && !holidays.has(format(date, "yyyy-MM-dd", { in: utc }));
}

/**
 * The instant `n` business days after `date` (before it when `n` is negative), at the same time of
 * day. Starting on a weekend or holiday, the first business day after it is day one.
 */
export function addBusinessDays(date: Date, n: number, { holidays }: BusinessDayOptions = {}): Date {
  if (!Number.isInteger(n)) throw new RangeError(`business days must be a whole number, not ${n}`);
  const skip = holidaySet(holidays);
  const step = n < 0 ? -1 : 1;
  let day = new Date(date.getTime());
  for (let left = Math.abs(n); left > 0; ) {
    day = addDays(day, step, { in: utc });
    if (isBusinessDay(day, skip)) left -= 1;
  }
  return new Date(day.getTime());
}

/**
 * Business days from `a` to `b`: the business days after a's day up to and including b's day
 * (negative when b is before a), so `businessDaysBetween(a, addBusinessDays(a, n)) === n`.
 */
export function businessDaysBetween(a: Date, b: Date, { holidays }: BusinessDayOptions = {}): number {
  const skip = holidaySet(holidays);
  const from = startOfDay(a, { in: utc });
  const to = startOfDay(b, { in: utc });
  const sign = to < from ? -1 : 1;
  const [low, high] = sign === 1 ? [from, to] : [to, from];
  let count = 0;
  for (let day = addDays(low, 1, { in: utc }); day <= high; day = addDays(day, 1, { in: utc })) {
    if (isBusinessDay(day, skip)) count += 1;
  }
  return sign * count;
}
