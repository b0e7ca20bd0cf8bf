// A reply's own words: quoted lines ("> ...") and the original message a mail client appends are cut
// away, so the notice we sent, quoted back to us, never decides what the host answered.

const quotedLine = /^\s*>/;
/** Separators mail clients put above the message they reply to or forward. */
const originalMessage = [
  /^\s*-{2,}\s*(original message|ursprüngliche nachricht|mensaje original|message d'origine|message original)\s*-{2,}/i,
  /^\s*on .{4,200} wrote:\s*$/i,
  /^\s*am .{4,200} schrieb .{0,200}:\s*$/i,
  /^\s*el .{4,200} escribió:\s*$/i,
  /^\s*le .{4,200} a écrit\s*:\s*$/i,
];

/** The reply's text without quoted lines and without the appended original message. */
export function replyBody(text: string): string {
  const own: string[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (originalMessage.some((separator) => separator.test(line))) break;
    if (!quotedLine.test(line)) own.push(line);
  }
  return own.join("\n");
}

/** The subject without the "Re:", "AW:", "Fwd:" prefixes clients add. */
export function replySubject(subject: string): string {
  return subject.replace(/^\s*((re|aw|wg|fw|fwd|tr|rv|sv)\s*(\[\d+\])?\s*:\s*)+/i, "").trim();
}

/** The text split into sentences (and lines), trimmed, empty ones dropped. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 0);
}
