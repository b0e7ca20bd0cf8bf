// What the browser remembers of the free scan. The scan itself lives on the server; its id is
// kept in localStorage so that every tab (and a reload) re-attaches to the same running scan.
// scanResultsEmail and scanResultsTimestamp are the spec's keys (§7), read again at sign-up.
export const INSTANT_SCAN_STORAGE_KEY = "instantScan";
export const SCAN_RESULTS_EMAIL_KEY = "scanResultsEmail";
export const SCAN_RESULTS_TIMESTAMP_KEY = "scanResultsTimestamp";

export type TrackedInstantScan = { scanId: string; creatorName: string };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the scan is then followed in this page only.
  }
}

export function readTrackedScan(raw: string | null = read(INSTANT_SCAN_STORAGE_KEY)): TrackedInstantScan | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TrackedInstantScan>;
    return typeof value.scanId === "string" ? { scanId: value.scanId, creatorName: String(value.creatorName ?? "") } : null;
  } catch {
    return null;
  }
}

export function writeTrackedScan(scan: TrackedInstantScan | null): void {
  write(INSTANT_SCAN_STORAGE_KEY, scan ? JSON.stringify(scan) : null);
}

export function rawTrackedScan(): string | null {
  return read(INSTANT_SCAN_STORAGE_KEY);
}

export function rememberReportEmail(email: string, now = Date.now()): void {
  write(SCAN_RESULTS_EMAIL_KEY, email.trim().toLowerCase());
  write(SCAN_RESULTS_TIMESTAMP_KEY, String(now));
}

export function readReportEmail(): { email: string; at: number } | null {
  const email = read(SCAN_RESULTS_EMAIL_KEY);
  const at = Number(read(SCAN_RESULTS_TIMESTAMP_KEY));
  return email && Number.isFinite(at) && at > 0 ? { email, at } : null;
}
