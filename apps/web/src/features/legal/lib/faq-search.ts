// The FAQ's search: an entry matches when every word of the query occurs in its question or its
// answer, ignoring case and accents ("loschen" finds "löschen", "removal" finds "Removal").
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase();

export function matchesQuery(query: string, ...texts: string[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(texts.join(" "));
  return words.every((word) => haystack.includes(word));
}
