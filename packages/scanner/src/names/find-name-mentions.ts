// Finds where a creator's names appear inside longer text (page titles, captions), so a title
// like "Nova Quill leaked set #3" links to the creator while "Nova Quilt tutorial" does not.
import { isAffixChain, stripAffixes } from "./name-affixes";
import { compileNames, matchCompiled, type CompiledName, type NameMatchQuality } from "./match-name";
import { nameTokens, skeleton } from "./name-skeleton";

export interface NameMention {
  /** Which of the subject's names was found. */
  name: string;
  quality: NameMatchQuality;
  reason: string;
  /** Offsets into the original text, end exclusive. */
  start: number;
  end: number;
  text: string;
}

// A word is a run of anything but spaces, punctuation and symbols; @ $ ! € stay in, being leetspeak.
const WORD = /(?:[@$!€]|[^\s\p{P}\p{S}])+/gu;
// Room for affixes around the name inside one window ("NovaQuill OF leaks 2024").
const EXTRA_WORDS = 3;
const RANK: Record<NameMatchQuality, number> = { exact: 0, high: 1, good: 2 };

export function findNameMentions(subjectNames: string[], text: string): NameMention[] {
  const subjects = compileNames(subjectNames);
  if (subjects.length === 0) return [];
  // A name spelled one letter per word ("N o v a") can be as many words as it has letters.
  const longestKey = Math.max(...subjects.map((subject) => subject.key.length));
  const maxWords = longestKey + EXTRA_WORDS;
  // Beyond this many letters a window is mostly not the name; stop widening it.
  const maxLetters = 2 * longestKey + 24;
  // Each word is reduced once; windows reuse the pieces (page texts can run to thousands of words).
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    tokens: nameTokens(match[0]),
  }));

  const found: NameMention[] = [];
  for (let first = 0; first < words.length; first += 1) {
    if (!canStartMention(subjects, words, first, maxLetters)) continue;
    const tokens: string[] = [];
    let letters = 0;
    for (let last = first; last < words.length && last - first < maxWords; last += 1) {
      tokens.push(...words[last].tokens);
      letters += words[last].tokens.join("").length;
      if (letters > maxLetters) break;
      const start = words[first].start;
      const end = words[last].end;
      const match = matchCompiled(subjects, text.slice(start, end), tokens);
      if (match.quality === null || match.matched === null) continue;
      found.push({ name: match.matched, quality: match.quality, reason: match.reason, start, end, text: text.slice(start, end) });
    }
  }

  // Best tier first, then the tightest span; overlapping weaker or wider readings are dropped.
  found.sort((a, b) => RANK[a.quality] - RANK[b.quality] || a.end - a.start - (b.end - b.start) || a.start - b.start);
  const kept: NameMention[] = [];
  for (const mention of found) {
    if (kept.every((other) => mention.end <= other.start || mention.start >= other.end)) kept.push(mention);
  }
  return kept.sort((a, b) => a.start - b.start);
}

// A cheap test that skips most starting words of ordinary text: a match needs either a subject's
// whole key inside the next few words, or (same words, any order) a first word that is a
// subject's word or an affix.
function canStartMention(subjects: CompiledName[], words: Array<{ tokens: string[] }>, first: number, maxLetters: number): boolean {
  let ahead = "";
  for (let index = first; index < words.length && ahead.length <= maxLetters; index += 1) ahead += skeleton(words[index].tokens.join(""));
  if (subjects.some((subject) => ahead.includes(subject.key))) return true;
  const opening = words[first].tokens;
  return subjects.some(
    (subject) =>
      subject.tokenKeys.length > 1 &&
      opening.every((token) => isAffixChain(token) || subject.tokenKeys.some((key) => stripAffixes(token, key) !== null)),
  );
}
