// Which candidate leaks the Request Removal page ticks: those named in ?leaks= (the leak pages'
// "Request removal"), and "all exact and high", which never takes a leak that needs confirmation.
import type { RemovalCandidates, RemovalPreview } from "@unleak/contracts";

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

/**
 * How many notices a request queues: the answer names the queued leaks, and a job composes one notice
 * per recipient (channel and address) for them, so the reviewed routes give the number.
 */
export function plannedNoticeCount(preview: RemovalPreview, queuedLeakIds: readonly string[]): number {
  const queued = new Set(queuedLeakIds);
  const recipients = preview.leaks.filter(({ leakId }) => queued.has(leakId)).flatMap(({ routes }) => routes.map((route) => `${route.channel} ${route.address.toLowerCase()}`));
  return new Set(recipients).size;
}
