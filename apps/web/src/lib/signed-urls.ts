// Signed file URLs of private files (reference pictures, leak thumbnails) live 5 minutes (ADR 018):
// a query whose answer carries them is fetched again before they expire, or its pictures break.
export const SIGNED_URL_REFRESH_MS = 4 * 60_000;
