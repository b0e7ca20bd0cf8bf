// The search terms a scan types into each site: the names as given, then usernames, then the
// spellings uploaders use (nameVariants), capped so a scan stays polite to every site.
import { nameVariants } from "../names";
import type { ScanSubject } from "./scan-types";

export function buildQueries(subject: ScanSubject, max: number): string[] {
  const seen = new Set<string>();
  const queries: string[] = [];
  const add = (term: string) => {
    const key = term.trim().toLowerCase().replace(/\s+/g, " ");
    if (!key || seen.has(key) || queries.length >= max) return;
    seen.add(key);
    queries.push(term.trim());
  };
  subject.names.forEach(add);
  (subject.usernames ?? []).forEach(add);
  for (const name of subject.names) nameVariants(name).forEach(add);
  return queries;
}
