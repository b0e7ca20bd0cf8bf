// Every monitored creator's names and usernames in one Aho-Corasick automaton (modern-ahocorasick),
// over the engine's name keys (names/name-skeleton.ts: normalised, look-alikes, leetspeak and
// separators folded). A page is read once: the automaton proposes the creators whose key (or,
// for a name of several words, every word) occurs in it, and each proposal is then confirmed by
// the scans' own name rules (bestNameMatch: match-name.ts tiers), so precision is the scans'.
// Containment is necessary for every tier (stripAffixes and sameWords look for the keys inside the
// text's skeleton), so no creator a scan would find is missed.
import AhoCorasick from "modern-ahocorasick";
import { nameKey, nameTokens, skeleton } from "../names/name-skeleton";
import type { MonitoredCreator } from "./types";

/** A name's part: its whole key (-1) or its i-th word. */
interface Part {
  creator: number;
  name: number;
  part: number;
}

// The words findNameMentions reads (find-name-mentions.ts): runs of anything but spaces, punctuation and symbols, @ $ ! € kept.
const WORD = /(?:[@$!€]|[^\s\p{P}\p{S}])+/gu;

export interface NameIndex {
  /** The creators (by position in the list given) a page may name: its uploader or its text. */
  candidates(uploader: string | undefined, text: string): number[];
}

export function createNameIndex(creators: MonitoredCreator[]): NameIndex {
  const partsOf = new Map<string, Part[]>();
  const wordsOf: number[][][] = [];
  const offer = (pattern: string, part: Part) => {
    const known = partsOf.get(pattern);
    if (known) known.push(part);
    else partsOf.set(pattern, [part]);
  };
  creators.forEach((creator, c) => {
    wordsOf[c] = [];
    [...creator.names, ...creator.usernames].forEach((name, n) => {
      const key = nameKey(name);
      if (!key) return;
      offer(key, { creator: c, name: n, part: -1 });
      const words = nameTokens(name).map(skeleton);
      wordsOf[c][n] = words.length > 1 ? words.map((_, i) => i) : [];
      if (words.length > 1) words.forEach((word, i) => offer(word, { creator: c, name: n, part: i }));
    });
  });
  const patterns = [...partsOf.keys()];
  const automaton = patterns.length > 0 ? new AhoCorasick(patterns) : null;

  return {
    candidates(uploader, text) {
      if (!automaton) return [];
      const found = new Set<number>();
      for (const hit of automaton.iterate(`${textKey(uploader ?? "")}\n${wordsKey(text)}`)) found.add(hit.patternIndex);
      const proposed = new Set<number>();
      // Words seen per creator and name, for names of several words in any order.
      const words = new Map<string, Set<number>>();
      for (const index of found) {
        for (const { creator, name, part } of partsOf.get(patterns[index]) ?? []) {
          if (part === -1) {
            proposed.add(creator);
            continue;
          }
          const id = `${creator}:${name}`;
          const seen = words.get(id) ?? new Set<number>();
          seen.add(part);
          words.set(id, seen);
          if (seen.size === wordsOf[creator][name].length) proposed.add(creator);
        }
      }
      return [...proposed];
    },
  };
}

/** The skeleton of a whole name as matchName reads a candidate (uploader). */
function textKey(text: string): string {
  return skeleton(nameTokens(text).join(""));
}

/** The skeleton of a text read word by word as findNameMentions reads it, so every window's key is inside. */
function wordsKey(text: string): string {
  let key = "";
  for (const [word] of text.matchAll(WORD)) key += skeleton(nameTokens(word).join(""));
  return key;
}
