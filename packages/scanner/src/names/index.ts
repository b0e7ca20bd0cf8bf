// Name matching: recognising a creator's names, however disguised, in usernames and titles.
export { findNameMentions, type NameMention } from "./find-name-mentions";
export { matchName, type NameMatch, type NameMatchQuality } from "./match-name";
export { NAME_AFFIXES } from "./name-affixes";
export { nameVariants } from "./name-variants";
export { normalizeName } from "./normalize-name";
