// A sliding one-second window that lets at most `limit` events through (spec §9: 10 a second per
// connection). What it refuses the stream coalesces into one `resync` once a slot is free.

export interface RateWindow {
  /** Takes a slot now if one is free. */
  take(): boolean;
  /** Milliseconds until a slot is free (0: now). */
  freeIn(): number;
}

export function createRateWindow({ limit, windowMs = 1000, now = Date.now }: { limit: number; windowMs?: number; now?: () => number }): RateWindow {
  const taken: number[] = [];
  const expire = () => {
    const since = now() - windowMs;
    while (taken.length > 0 && taken[0]! <= since) taken.shift();
  };
  return {
    take() {
      expire();
      if (taken.length >= limit) return false;
      taken.push(now());
      return true;
    },
    freeIn() {
      expire();
      return taken.length < limit ? 0 : taken[0]! + windowMs - now();
    },
  };
}
