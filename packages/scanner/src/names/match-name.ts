// Decides whether a name found on a page (a username, an uploader, a title) is one of the
// creator's names, and how sure we are. The tiers, strongest first:
//   exact  same normalised form (NFKC, case, diacritics, whitespace): "NOVA  QUILL", "ℕ𝕠𝕧𝕒 𝕢𝕦𝕚𝕝𝕝"
//   high   same after look-alikes, leetspeak and separators: "n0va_qu1ll", "Nоva Quill" (Cyrillic о)
//   good   same after stripping affixes and digits ("NovaQuill_official", "novaquill.leaks",
//          "novaquill2024"), or, for names of two words or more, the same words in any order
//          with only affixes besides ("Quill Nova", "Quill, Nova (leaked)")
// Anything else is no match: "Nova Quilt", "Novaquillion" and "Nova" alone are not "Nova Quill".
import { isAffixChain, stripAffixes } from "./name-affixes";
import { nameKey, nameTokens, skeleton } from "./name-skeleton";
import { normalizeName } from "./normalize-name";

export type NameMatchQuality = "exact" | "high" | "good";

export interface NameMatch {
  quality: NameMatchQuality | null;
  matched: string | null;
  reason: string;
}

// Shorter keys than this match too much once decorations are stripped; they must match exactly or high.
const MIN_KEY_FOR_GOOD = 3;

export interface CompiledName {
  name: string;
  normalized: string;
  key: string;
  tokenKeys: string[];
}

export function compileNames(subjectNames: string[]): CompiledName[] {
  return subjectNames
    .map((name) => ({ name, normalized: normalizeName(name), key: nameKey(name), tokenKeys: nameTokens(name).map(skeleton) }))
    .filter((compiled) => compiled.key.length > 0);
}

export function matchName(subjectNames: string[], candidate: string): NameMatch {
  return matchCompiled(compileNames(subjectNames), candidate);
}

/** tokens may be passed in when the caller already has them (findNameMentions reuses each word's). */
export function matchCompiled(subjects: CompiledName[], candidate: string, tokens = nameTokens(candidate)): NameMatch {
  const normalized = normalizeName(candidate);
  const joined = tokens.join("");
  const key = skeleton(joined);

  for (const subject of subjects) {
    if (normalized === subject.normalized) return { quality: "exact", matched: subject.name, reason: "same normalised form" };
  }
  for (const subject of subjects) {
    if (key === subject.key) {
      return { quality: "high", matched: subject.name, reason: "same after look-alikes, leetspeak and separators" };
    }
  }
  for (const subject of subjects) {
    if (subject.key.length < MIN_KEY_FOR_GOOD) continue;
    const decorations = stripAffixes(joined, subject.key);
    if (decorations) {
      const removed = decorations.filter(Boolean).map((text) => `"${text}"`).join(" and ");
      return { quality: "good", matched: subject.name, reason: `same after removing ${removed}` };
    }
    if (sameWords(subject.tokenKeys, tokens)) {
      return { quality: "good", matched: subject.name, reason: "same words in another order or with affixes" };
    }
  }
  return { quality: null, matched: null, reason: "no tier matched" };
}

// Every word of the subject appears, and every other word is only an affix or a number.
function sameWords(subjectTokenKeys: string[], candidateTokens: string[]): boolean {
  if (subjectTokenKeys.length < 2) return false;
  const found = new Set<string>();
  for (const token of candidateTokens) {
    const word = subjectTokenKeys.find((subjectKey) => stripAffixes(token, subjectKey) !== null);
    if (word !== undefined) found.add(word);
    else if (!isAffixChain(token)) return false;
  }
  return subjectTokenKeys.every((subjectKey) => found.has(subjectKey));
}
