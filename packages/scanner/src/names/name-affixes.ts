// Decorations leak uploaders and impersonators wrap around a creator's name ("_official",
// "leaks", "vip", "of" for OnlyFans, years and other digits). Only ever stripped from the text
// found on a page, never from the creator's own name, so they cannot make a different name match.
import { skeleton } from "./name-skeleton";

export const NAME_AFFIXES = [
  "official", "offical", "oficial", "officiel", "real", "the", "its", "itz", "iam", "im", "mrs", "miss",
  "vip", "leaks", "leaked", "leak", "free", "onlyfans", "onlyfan", "onlyfansleaks", "of", "fansly",
  "fans", "fan", "xxx", "xx", "x", "nude", "nudes", "naked", "porn", "sex", "sexy", "hot", "premium",
  "private", "priv", "backup", "bkp", "new", "tv", "page", "archive", "mega", "videos", "video",
  "vids", "pics", "ig", "insta", "tiktok", "tt", "club", "fanpage", "xo", "account", "profile",
];

const AFFIX_SKELETONS = [...new Set(NAME_AFFIXES.map(skeleton))];

/** True when text (pre-leetspeak, no separators) is nothing but affixes and digit runs, or empty. */
export function isAffixChain(text: string): boolean {
  const reachable = new Array<boolean>(text.length + 1).fill(false);
  reachable[0] = true;
  const key = skeleton(text);
  for (let at = 0; at < text.length; at += 1) {
    if (!reachable[at]) continue;
    for (const affix of AFFIX_SKELETONS) {
      if (key.startsWith(affix, at)) reachable[at + affix.length] = true;
    }
    for (let end = at; end < text.length && /\d/.test(text[end]); end += 1) reachable[end + 1] = true;
  }
  return reachable[text.length];
}

/**
 * Where subjectKey sits inside text with only affixes and digits around it; the decorations
 * found (e.g. ["", "official"]) or null when there is no such reading.
 */
export function stripAffixes(text: string, subjectKey: string): [string, string] | null {
  const key = skeleton(text);
  for (let at = key.indexOf(subjectKey); at !== -1; at = key.indexOf(subjectKey, at + 1)) {
    const before = text.slice(0, at);
    const after = text.slice(at + subjectKey.length);
    if (isAffixChain(before) && isAffixChain(after)) return [before, after];
  }
  return null;
}
