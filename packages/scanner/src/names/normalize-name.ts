// The first, lossless-in-spirit step of name matching: the same name typed, styled or accented
// differently reads the same ("ℕ𝕠𝕧𝕒 Quill", "NOVA QUILL", "Nóva Quill" → "nova quill").

// Invisible formatting characters (zero-width joiners, soft hyphens, direction marks) that
// people slip into names to dodge filters.
const INVISIBLE = /\p{Cf}|\p{Cc}/gu;

/** NFKC, case folding, diacritics removed, invisible characters dropped, whitespace collapsed. */
export function normalizeName(name: string): string {
  return stripDiacritics(foldCase(name.normalize("NFKC")))
    .replace(INVISIBLE, "")
    .replace(/\s+/gu, " ")
    .trim();
}

// toLowerCase is Unicode lower-casing; the few full case foldings that differ are patched here.
export function foldCase(text: string): string {
  return text.toLowerCase().replace(/ß/g, "ss").replace(/ς/g, "σ");
}

export function stripDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").normalize("NFC");
}
