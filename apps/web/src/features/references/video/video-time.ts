// A time in a video as people read it: "02:05", "12:40", "1:02:05"; and read back from what they type.

const pad = (value: number) => String(value).padStart(2, "0");

export function formatVideoTime(timeMs: number): string {
  const seconds = Math.floor(Math.max(0, timeMs) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = `${pad(minutes)}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** "12:40", "1:02:05" or plain seconds ("95") to milliseconds; null when it is none of these. */
export function parseVideoTime(text: string): number | null {
  const parts = text.trim().split(":");
  if (parts.length > 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return null;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((part) => part >= 60)) return null;
  return numbers.reduce((total, part) => total * 60 + part, 0) * 1000;
}
