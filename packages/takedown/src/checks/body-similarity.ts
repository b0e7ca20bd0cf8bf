// Whether two pages are "the same page": the random-URL baseline of Bar-Yossef et al. compares a
// page with what the host answers for a URL that cannot exist (research.md §3.2).

/** Words of a text, lower-cased, with digits stripped (ids, counters and dates differ per URL). */
export function tokenSet(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/\d+/g, " ")
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length > 1);
  return new Set(words);
}

/** Jaccard similarity of the two texts' token sets, 0..1; two empty texts are not similar (0). */
export function tokenSetSimilarity(a: string, b: string): number {
  const left = tokenSet(a);
  const right = tokenSet(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

export const SOFT_404_SIMILARITY = 0.9;
