// Input as the database can store it: PostgreSQL refuses NUL in text and lone UTF-16 surrogates
// in jsonb, a uuid column an id that only looks like one, and dates outside its range. Request
// schemas build on these, and the server checks every body and query string with them (ADR 013).
import { z } from "zod";

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The `problem` reported for a field whose text cannot be stored. */
export const unstorableTextProblem = "invalid_characters";

export function isUnstorableText(value: string): boolean {
  return value.includes("\u0000") || loneSurrogate.test(value);
}

/**
 * The path (`a.b.0`) of the first string or object key in a parsed JSON value that cannot be
 * stored, or null. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  type Place = { key: string; parent: Place | null } | null;
  const pathOf = (place: Place): string => {
    const keys: string[] = [];
    for (let at = place; at; at = at.parent) keys.push(at.key);
    return keys.reverse().join(".");
  };
  const pending: Array<[unknown, Place]> = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, place] = next;
    if (typeof current === "string") {
      if (isUnstorableText(current)) return pathOf(place);
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        if (isUnstorableText(key)) return pathOf({ key, parent: place });
        pending.push([child, { key, parent: place }]);
      }
    }
  }
  return null;
}

/** A string without NUL or lone surrogates; chain `.trim()`, `.max()` etc. as on `z.string()`. */
export const safeText = () => z.string().refine((value) => !isUnstorableText(value), { message: unstorableTextProblem });

/** An id of our tables (uuid v4 from the database). */
export const idSchema = z.uuid();

const earliestDate = "1900-01-01";
const latestDate = "2100-12-31";

/** A calendar day (YYYY-MM-DD) between 1900 and 2100, e.g. a date of birth. */
export const calendarDateSchema = z.iso.date().refine((day) => day >= earliestDate && day <= latestDate, { message: "out_of_range" });

/** An ISO day or time from a query string (`?from=2026-01-01T00:00:00.000Z`), bounded like calendar days. */
export const queryDateSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value))
  .pipe(z.date().min(new Date(`${earliestDate}T00:00:00Z`)).max(new Date(`${latestDate}T23:59:59.999Z`)));
