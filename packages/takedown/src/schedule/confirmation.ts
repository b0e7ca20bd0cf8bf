// Whether a leak is removed, from its re-checks (issue 13): a removal counts only when two checks at
// least 24 hours apart both saw it gone, with no check seeing it up since. 403, 451, challenges, 429
// and 5xx never count as removed; they neither confirm a removal nor undo one.
const confirmationGapMs = 24 * 3_600_000;

/** What one check of a page (or its media) found: the classifier's outcomes (checks/, RemovalOutcome). */
export type RecheckOutcome = "removed" | "soft-404" | "media-replaced" | "restricted" | "unknown" | "up";

export interface RecheckResult {
  at: Date;
  outcome: RecheckOutcome;
}

export type ConfirmationState = "removed-confirmed" | "removed-unconfirmed" | "up" | "restricted" | "unknown";

export interface Confirmation {
  state: ConfirmationState;
  /** When the state began: the first check of the removal (or of the current run of up/restricted/unknown). */
  since?: Date;
  /** For a confirmed removal: the check that confirmed it. */
  confirmedAt?: Date;
}

const removedOutcomes: ReadonlySet<RecheckOutcome> = new Set(["removed", "soft-404", "media-replaced"]);

function isRemovedOutcome(outcome: RecheckOutcome): boolean {
  return removedOutcomes.has(outcome);
}

/** The leak's state from all its checks, in any order. */
export function confirmation(checks: readonly RecheckResult[]): Confirmation {
  const ordered = [...checks].sort((a, b) => a.at.getTime() - b.at.getTime());
  const lastUp = ordered.findLastIndex((check) => check.outcome === "up");
  const removals = ordered.slice(lastUp + 1).filter((check) => isRemovedOutcome(check.outcome));
  const first = removals[0];
  if (first !== undefined) {
    const confirming = removals.find((check) => check.at.getTime() - first.at.getTime() >= confirmationGapMs);
    return confirming === undefined
      ? { state: "removed-unconfirmed", since: first.at }
      : { state: "removed-confirmed", since: first.at, confirmedAt: confirming.at };
  }
  const latest = ordered.at(-1);
  if (latest === undefined) return { state: "unknown" };
  // Up, restricted or unknown: the latest outcome, since the start of its unbroken run.
  let start = ordered.length - 1;
  while (start > 0 && ordered[start - 1]?.outcome === latest.outcome) start -= 1;
  return { state: latest.outcome as Exclude<RecheckOutcome, "removed" | "soft-404" | "media-replaced">, since: ordered[start]?.at };
}
