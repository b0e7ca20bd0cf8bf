// Which candidate leaks the Request Removal page ticks: those named in ?leaks= (the leak pages'
// "Request removal"), and "all exact and high", which never takes a leak that needs confirmation.
import type { RemovalCandidates } from "@unleak/contracts";

type Candidate = RemovalCandidates["leaks"][number];

/** The leak ids of `?leaks=id1,id2`, without blanks or repeats. */
export function leakIdsFromSearch(search: URLSearchParams): string[] {
  const ids = (search.get("leaks") ?? "").split(",").map((id) => id.trim()).filter(Boolean);
  return [...new Set(ids)];
}

/** `?leaks=` for a list of leak ids; empty when there are none. */
export function leakIdsToSearch(ids: readonly string[]): string {
  return ids.length === 0 ? "" : `?${new URLSearchParams({ leaks: ids.join(",") }).toString().replaceAll("%2C", ",")}`;
}

/** Exact and high picture matches the creator need not confirm one by one. */
export const isStrongMatch = (leak: Candidate): boolean =>
  !leak.needsConfirmation && (leak.pictureMatch?.quality === "exact" || leak.pictureMatch?.quality === "high");

export function withStrongMatches(selected: ReadonlySet<string>, candidates: readonly Candidate[]): Set<string> {
  return new Set([...selected, ...candidates.filter(isStrongMatch).map((leak) => leak.id)]);
}

/** The selected ids that are still candidates, in the list's order. */
export const selectedCandidateIds = (selected: ReadonlySet<string>, candidates: readonly Candidate[]): string[] =>
  candidates.filter((leak) => selected.has(leak.id)).map((leak) => leak.id);
