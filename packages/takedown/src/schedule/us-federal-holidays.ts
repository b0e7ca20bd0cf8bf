// The US federal holidays (5 U.S.C. 6103), observed dates included, for the §512(g) counter-notice
// clock. From date-holidays (maintained, dates per year and law changes such as Juneteenth).
import Holidays from "date-holidays";

let us: Holidays | undefined;

/** ISO dates of the US federal holidays from `fromYear` to `toYear` inclusive, each observed day too. */
export function usFederalHolidays(fromYear: number, toYear: number = fromYear): string[] {
  // "bank" adds the observed Veterans Day, which date-holidays files under the Federal Reserve's days.
  us ??= new Holidays("US", { types: ["public", "bank"] });
  const days = new Set<string>();
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const holiday of us.getHolidays(year)) days.add(holiday.date.slice(0, 10));
  }
  return [...days].sort();
}
