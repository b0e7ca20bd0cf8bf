// The usernames worth probing directly on a platform, the way username checkers do: her names
// with separators, with the affixes impersonators favour, in leetspeak, with look-alike letters
// and with one-letter typos. Bounded: a platform answers every probe, so the likeliest come first.
import { normalizeName } from "../names/normalize-name";

/** Affixes impersonators add to a name ("novaquill_backup", "novaquillvip", "real_novaquill"). */
const SUFFIXES = ["official", "backup", "vip", "free", "fans", "of", "real", "leaks", "new", "private", "xo", "2"];
const PREFIXES = ["real", "the", "its", "official", "iam"];
/** Leetspeak swaps, applied one or two at a time (more is rarely a handle anyone types). */
const LEET: Array<[string, string]> = [["o", "0"], ["i", "1"], ["l", "1"], ["a", "4"], ["e", "3"], ["s", "5"]];
/** Cyrillic look-alikes: only probed on platforms whose usernamePattern allows them. */
const CYRILLIC: Array<[string, string]> = [["o", "о"], ["a", "а"], ["e", "е"]];

export const MAX_USERNAME_VARIANTS = 80;

export function usernameVariants(names: string[], usernames: string[], limit = MAX_USERNAME_VARIANTS): string[] {
  const bases = [...names, ...usernames].map(wordsOf).filter((words) => words.join("").length >= 3);
  const out = new Set<string>();
  const add = (variant: string) => out.add(variant);
  for (const words of bases) {
    const joined = words.join("");
    add(joined);
    for (const separator of ["_", ".", "-"]) if (words.length > 1) add(words.join(separator));
  }
  for (const words of bases) {
    const joined = words.join("");
    for (const suffix of SUFFIXES) {
      add(`${joined}_${suffix}`);
      add(`${joined}${suffix}`);
    }
    for (const prefix of PREFIXES) {
      add(`${prefix}${joined}`);
      add(`${prefix}_${joined}`);
    }
  }
  for (const words of bases) for (const variant of leetspeak(words.join(""))) add(variant);
  for (const words of bases) for (const variant of typos(words.join(""))) add(variant);
  for (const words of bases) for (const [letter, lookalike] of CYRILLIC) if (words.join("").includes(letter)) add(words.join("").replaceAll(letter, lookalike));
  return [...out].slice(0, limit);
}

function wordsOf(name: string): string[] {
  return normalizeName(name).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Each swap alone, each pair of swaps, then all of them. */
function leetspeak(base: string): string[] {
  const applicable = LEET.filter(([letter]) => base.includes(letter));
  const swap = (text: string, [letter, digit]: [string, string]) => text.replaceAll(letter, digit);
  const out = applicable.map((pair) => swap(base, pair));
  for (let a = 0; a < applicable.length; a += 1) {
    for (let b = a + 1; b < applicable.length; b += 1) out.push(swap(swap(base, applicable[a]), applicable[b]));
  }
  out.push(applicable.reduce(swap, base));
  return out;
}

/** A doubled letter single or a single one doubled, the last letter dropped, neighbours swapped. */
function typos(base: string): string[] {
  const out: string[] = [];
  for (let at = 1; at < base.length; at += 1) {
    if (base[at] === base[at - 1]) out.push(base.slice(0, at) + base.slice(at + 1));
  }
  out.push(base.slice(0, -1), base + base.at(-1));
  for (let at = 0; at + 1 < base.length; at += 1) {
    if (base[at] !== base[at + 1]) out.push(base.slice(0, at) + base[at + 1] + base[at] + base.slice(at + 2));
  }
  return out;
}
