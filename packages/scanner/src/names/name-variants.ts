// Search terms for one stage name: the ways uploaders actually write it in titles and usernames,
// so a site's search box finds "nova_quill" and "novaquill" as well as "Nova Quill".
import { normalizeName, stripDiacritics } from "./normalize-name";

export function nameVariants(stageName: string): string[] {
  const written = stageName.normalize("NFKC").replace(/\s+/gu, " ").trim();
  if (written === "") return [];
  const words = normalizeName(written)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const variants = [written, stripDiacritics(written)];
  if (words.length > 1) {
    variants.push(words.join(" "), words.join(""), words.join("_"), words.join("."), words.join("-"));
  } else if (words.length === 1) {
    variants.push(words[0]);
  }
  // Case-insensitive de-duplication: search boxes ignore case, so "nova quill" adds nothing.
  const seen = new Set<string>();
  return variants.filter((variant) => {
    const key = variant.toLowerCase();
    if (seen.has(key) || variant === "") return false;
    seen.add(key);
    return true;
  });
}
