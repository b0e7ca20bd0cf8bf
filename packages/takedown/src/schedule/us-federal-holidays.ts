// Public holidays from date-holidays (maintained: dates per year and law changes such as Juneteenth):
// the US federal holidays (5 U.S.C. 6103), observed dates included, for the §512(g) counter-notice
// clock, and any country's public holidays for the business days of the escalation waves.
import Holidays from "date-holidays";

const calendars = new Map<string, Holidays>();

/** ISO dates of a country's holidays of the given types from `fromYear` to `toYear` inclusive; [] for a country date-holidays does not know. */
export function publicHolidays(country: string, fromYear: number, toYear: number = fromYear, types: Array<"public" | "bank"> = ["public"]): string[] {
  const key = `${country.toUpperCase()}:${types.join(",")}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = new Holidays(country.toUpperCase(), { types });
    calendars.set(key, calendar);
  }
  const days = new Set<string>();
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const holiday of calendar.getHolidays(year) || []) days.add(holiday.date.slice(0, 10));
  }
  return [...days].sort();
}

/** ISO dates of the US federal holidays from `fromYear` to `toYear` inclusive, each observed day too. */
export function usFederalHolidays(fromYear: number, toYear: number = fromYear): string[] {
  // "bank" adds the observed Veterans Day, which date-holidays files under the Federal Reserve's days.
  return publicHolidays("US", fromYear, toYear, ["public", "bank"]);
}
