// Human durations for the time to removal: minutes under an hour, hours under two days, then days,
// in the reader's language (Intl unit formatting, so no words of our own to translate).
const HOURS_PER_DAY = 24;

export function formatRemovalTime(hours: number, language: string): string {
  const format = (value: number, unit: "minute" | "hour" | "day", digits: number) =>
    new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: digits }).format(value);
  if (hours < 1) return format(Math.max(1, Math.round(hours * 60)), "minute", 0);
  if (hours < 2 * HOURS_PER_DAY) return format(Math.round(hours), "hour", 0);
  return format(hours / HOURS_PER_DAY, "day", 1);
}

/** The removal rate (0..1) as a percentage, whole numbers. */
export function formatRemovalRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(rate);
}
