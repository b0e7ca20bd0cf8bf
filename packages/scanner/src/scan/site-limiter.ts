// Holds each site to its registry rate limit (requests in flight and the gap between starts),
// on top of the fetcher's own per-host limit, and records the most ever in flight per site.

export interface SiteLimit {
  perHostConcurrency: number;
  intervalMs: number;
}

export interface SiteLimiter {
  run<T>(siteKey: string, limit: SiteLimit, task: () => Promise<T>): Promise<T>;
  maxInFlight(): Record<string, number>;
}

interface Lane {
  active: number;
  nextStartAt: number;
  waiting: Array<() => void>;
  peak: number;
}

export function createSiteLimiter(): SiteLimiter {
  const lanes = new Map<string, Lane>();
  const lane = (key: string): Lane => {
    let found = lanes.get(key);
    if (!found) {
      found = { active: 0, nextStartAt: 0, waiting: [], peak: 0 };
      lanes.set(key, found);
    }
    return found;
  };
  return {
    async run(siteKey, limit, task) {
      const current = lane(siteKey);
      while (current.active >= limit.perHostConcurrency) await new Promise<void>((resolve) => current.waiting.push(resolve));
      current.active += 1;
      current.peak = Math.max(current.peak, current.active);
      try {
        const wait = current.nextStartAt - Date.now();
        current.nextStartAt = Math.max(Date.now(), current.nextStartAt) + limit.intervalMs;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return await task();
      } finally {
        current.active -= 1;
        current.waiting.shift()?.();
      }
    },
    maxInFlight: () => Object.fromEntries([...lanes].map(([key, l]) => [key, l.peak])),
  };
}

/** Runs `worker` over `items`, at most `limit` at a time, keeping the input order in the output. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, worker: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** At most `slots` pieces of work at once; a finished one hands its slot straight to the next in line. */
export function createLimit(slots: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
