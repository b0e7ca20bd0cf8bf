// Reduces a name to the bare letters a reader would see: look-alike characters, leetspeak and
// separators removed, so "n0va_qu1ll", "Nоva Quill" (Cyrillic о) and "NovaQuill" compare equal.
import { remove as removeConfusables } from "confusables";
import { foldCase, normalizeName } from "./normalize-name";

// One character each way, so a skeleton has as many characters as the text it came from.
// Look-alikes collapse to one letter: 1, l, i, | and ! all read as i; 0 and o as o.
const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  l: "i",
  "!": "i",
  "|": "i",
  "3": "e",
  "4": "a",
  "@": "a",
  "5": "s",
  $: "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "€": "e",
};

// Look-alikes the confusables table lacks, applied before accents are stripped (ǫ would become o).
const EXTRA_LOOKALIKES: Record<string, string> = { ǫ: "q", Ǫ: "q", ɋ: "q", ԛ: "q", ꝗ: "q" };

// Everything that is not a letter, a digit or a leetspeak symbol separates words.
const SEPARATORS = /[^\p{L}\p{N}@$!€|]+/u;

/** Lower-case, look-alike-free words of a name, before leetspeak (digits are still digits). */
export function nameTokens(text: string): string[] {
  const prepared = foldCase(
    removeConfusables(
      // A lone "|" is a title separator ("Nova | OnlyFans"); inside a word it is a letter.
      normalizeName(text.normalize("NFKC").replace(/[ǫǪɋԛꝗ]/gu, (char) => EXTRA_LOOKALIKES[char])).replace(/(^|\s)\|+(?=\s|$)/g, "$1 "),
    ),
  );
  return prepared
    .split(SEPARATORS)
    .map((token) => token.replace(/^[@!]+/, "").replace(/!+$/, ""))
    .filter((token) => token.length > 0);
}

export function skeleton(token: string): string {
  let out = "";
  for (const char of token) out += LEET[char] ?? char;
  return out;
}

/** The comparison key for the "high" tier: separators gone, look-alikes and leetspeak folded. */
export function nameKey(text: string): string {
  return skeleton(nameTokens(text).join(""));
}
