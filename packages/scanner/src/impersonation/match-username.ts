// Decides whether a username (or a handle) is one of the creator's names in disguise, and which
// disguise: the name matcher's tiers (names/match-name.ts) read as variant kinds, plus typos one
// letter away, which the name matcher leaves out because "Nova Quilt" in a title is another name
// but "novaquil" as a handle is a typosquatter's.
import { matchName } from "../names/match-name";
import { nameKey, nameTokens } from "../names/name-skeleton";
import { normalizeName } from "../names/normalize-name";
import type { UsernameVariantKind } from "./words";

export interface UsernameMatch {
  match: boolean;
  score: number;
  reasons: string[];
  variant: UsernameVariantKind | null;
  name: string | null;
}

/** How close each kind of variant is to her name; every kind is a match (USERNAME_MATCH_THRESHOLD). */
export const USERNAME_VARIANT_SCORES: Record<UsernameVariantKind, number> = {
  same: 1,
  separator: 0.95,
  confusable: 0.9,
  leetspeak: 0.9,
  affix: 0.8,
  typo: 0.6,
};
export const USERNAME_MATCH_THRESHOLD = 0.6;

// A one-letter change to a shorter key is as likely another word as a typo ("nova" / "noah").
const MIN_KEY_FOR_TYPO = 7;

const NO_MATCH: UsernameMatch = { match: false, score: 0, reasons: [], variant: null, name: null };

export function matchUsername(names: string[], candidate: string): UsernameMatch {
  const found = matchName(names, candidate);
  if (found.quality !== null && found.matched !== null) {
    const variant = found.quality === "exact" ? "same" : found.quality === "good" ? "affix" : disguiseOf(found.matched, candidate);
    return result(variant, found.matched, found.reason);
  }
  const key = nameKey(candidate);
  for (const name of names) {
    const nameKeyOf = nameKey(name);
    if (nameKeyOf.length >= MIN_KEY_FOR_TYPO && editDistanceAtMostOne(key, nameKeyOf)) return result("typo", name, "one letter added, dropped, changed or swapped");
  }
  return NO_MATCH;
}

function result(variant: UsernameVariantKind, name: string, reason: string): UsernameMatch {
  const score = USERNAME_VARIANT_SCORES[variant];
  return { match: score >= USERNAME_MATCH_THRESHOLD, score, reasons: [reason], variant, name };
}

/** The name matcher's "high" tier, told apart: only separators, look-alike letters, or leetspeak. */
function disguiseOf(name: string, candidate: string): UsernameVariantKind {
  const letters = (text: string) => normalizeName(text).replace(/[^\p{L}\p{N}]+/gu, "");
  if (letters(candidate) === letters(name)) return "separator";
  // nameTokens folds look-alikes (Cyrillic о, small capitals) but keeps digits and symbols.
  if (nameTokens(candidate).join("") === nameTokens(name).join("")) return "confusable";
  return "leetspeak";
}

/** Damerau-Levenshtein distance ≤ 1 (one insertion, deletion, substitution or adjacent swap), a ≠ b. */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
