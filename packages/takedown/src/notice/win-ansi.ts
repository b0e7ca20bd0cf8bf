// Text the PDF standard fonts can draw: they encode WinAnsi only, so other characters become "?"
// (typographic spaces become plain ones) instead of making pdf-lib throw.

const winAnsiExtras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

export function winAnsi(text: string): string {
  return text.replace(/[\u2000-\u200B\u202F\u205F]/g, " ").replace(/[^\n\x20-\x7E\u00A0-\u00FF]/gu, (char) => (winAnsiExtras.includes(char) ? char : "?"));
}
