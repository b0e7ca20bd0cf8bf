// Slots shown in the visitor's (or administrator's) own time zone: grouped by that zone's day,
// and a series of starts an administrator opens, computed from a local date and time.

/** The browser's IANA time zone ("Europe/Berlin"), or UTC when it names none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Items with a `startsAt` grouped by their calendar day in `timeZone`, in the order given. */
export function groupByDay<T extends { startsAt: string }>(items: T[], timeZone: string, language: string): Array<{ day: string; label: string; items: T[] }> {
  const key = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const label = new Intl.DateTimeFormat(language, { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const days = new Map<string, { day: string; label: string; items: T[] }>();
  for (const item of items) {
    const at = new Date(item.startsAt);
    const day = key.format(at);
    const group = days.get(day) ?? { day, label: label.format(at), items: [] };
    group.items.push(item);
    days.set(day, group);
  }
  return [...days.values()];
}

/** "10:30" in `timeZone`. */
export const timeOf = (startsAt: string, timeZone: string, language: string) => new Intl.DateTimeFormat(language, { timeZone, hour: "2-digit", minute: "2-digit" }).format(new Date(startsAt));

/** "Tuesday, 1 December 2026, 10:30" in `timeZone`. */
export const dateTimeOf = (startsAt: string, timeZone: string, language: string) =>
  new Intl.DateTimeFormat(language, { timeZone, dateStyle: "full", timeStyle: "short" }).format(new Date(startsAt));

/**
 * `count` starts one after the other, `durationMinutes` apart, from `date` ("2026-12-01") at `time`
 * ("09:00") in the browser's own time zone, as ISO instants; empty when the date or time is not one.
 */
export function seriesStarts(date: string, time: string, count: number, durationMinutes: number): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return [];
  const first = new Date(`${date}T${time}:00`);
  if (Number.isNaN(first.getTime())) return [];
  return Array.from({ length: Math.max(0, count) }, (_, index) => new Date(first.getTime() + index * durationMinutes * 60_000).toISOString());
}
