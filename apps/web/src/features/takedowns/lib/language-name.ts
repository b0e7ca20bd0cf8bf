// A notice's language ("de") as the reader's word for it ("German"); the code when the browser cannot name it.
export function languageName(code: string, displayLanguage: string): string {
  try {
    return new Intl.DisplayNames([displayLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
