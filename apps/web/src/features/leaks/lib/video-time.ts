// Where in a reference video a leak matched, as people read it: "02:05", "12:40", "1:02:05".
// (The references feature has its own copy for its filmstrip: features do not import each other.)

const pad = (value: number) => String(value).padStart(2, "0");

export function formatVideoTime(timeMs: number): string {
  const seconds = Math.floor(Math.max(0, timeMs) / 1000);
  const hours = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
