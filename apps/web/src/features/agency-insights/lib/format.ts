// Numbers as the agency pages show them, in the reader's language through Intl (no words of our own).
const HOURS_PER_DAY = 24;

/** 0..1 as a whole percentage. */
export const formatRate = (rate: number, language: string) => new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(rate);

/** A time to removal: minutes under an hour, hours under two days, then days. */
export function formatHours(hours: number, language: string): string {
  const format = (value: number, unit: "minute" | "hour" | "day", digits: number) =>
    new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: digits }).format(value);
  if (hours < 1) return format(Math.max(1, Math.round(hours * 60)), "minute", 0);
  if (hours < 2 * HOURS_PER_DAY) return format(Math.round(hours), "hour", 0);
  return format(hours / HOURS_PER_DAY, "day", 1);
}

export const formatMoney = (amount: number, currency: string, language: string) => new Intl.NumberFormat(language, { style: "currency", currency: currency.toUpperCase() }).format(amount);

/** A day (YYYY-MM-DD, UTC) in the reader's words. */
export const formatDay = (day: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
