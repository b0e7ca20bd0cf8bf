// Not-found and removed wording in English, German, Spanish and French: on a page answering 200,
// one of these in its headlines (or in a thin page's text) marks a soft 404 (research.md §3.2).

export const NOT_FOUND_PHRASES: readonly string[] = [
  // en
  "not found",
  "page not found",
  "has been removed",
  "have been removed",
  "was removed",
  "been deleted",
  "was deleted",
  "has been taken down",
  "no longer available",
  "not available",
  "isn't available",
  "isn’t available",
  "could not be found",
  "cannot be found",
  "can't be found",
  "nothing found",
  "no results found",
  "does not exist",
  "doesn't exist",
  "content removed",
  "file removed",
  "video removed",
  "removed due to",
  "removed for violating",
  "copyright claim",
  "copyright infringement",
  "dmca",
  // de
  "nicht gefunden",
  "entfernt",
  "gelöscht",
  "nicht mehr verfügbar",
  "nicht verfügbar",
  "existiert nicht",
  // es
  "no encontrado",
  "no encontrada",
  "eliminado",
  "eliminada",
  "ya no está disponible",
  "no disponible",
  "no existe",
  // fr
  "introuvable",
  "supprimé",
  "supprimée",
  "n'existe pas",
  "n’existe pas",
  "n'est plus disponible",
  "n’est plus disponible",
  "retiré",
  "indisponible",
  "n'est pas disponible",
];

/** The visible text of a page shorter than this many words counts as a bare notice page. */
export const THIN_PAGE_WORDS = 40;

/**
 * The first phrase found, or null. Headlines (title, h1-h3, notice boxes) are always read; the
 * rest of the visible text only on a thin page, because a live page may say "DMCA" in its footer
 * or "removed" in a comment.
 */
export function findNotFoundWording(text: { headlines: string; visible: string }, extraMarkers: readonly string[] = []): string | null {
  const visibleWords = text.visible.split(/\s+/).filter(Boolean).length;
  const haystacks = [text.headlines, visibleWords < THIN_PAGE_WORDS ? text.visible : ""].map((t) => t.toLowerCase());
  for (const marker of extraMarkers) {
    const needle = marker.toLowerCase().trim();
    // Site-specific markers are exact sentences, so they are searched in all visible text.
    if (needle && (haystacks[0].includes(needle) || text.visible.toLowerCase().includes(needle))) return marker;
  }
  for (const phrase of NOT_FOUND_PHRASES) {
    if (haystacks.some((h) => containsPhrase(h, phrase))) return phrase;
  }
  return null;
}

/** Whole-word containment: "dmca" must not match inside another word, "eliminado" not inside "eliminados". */
function containsPhrase(haystack: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u").test(haystack);
}
