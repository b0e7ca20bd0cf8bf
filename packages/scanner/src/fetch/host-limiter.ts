// Per-host politeness: at most N requests in flight to one host, and a minimum gap between starts.
// Also remembers the most requests ever in flight per host, which the fetcher reports in stats().

export interface HostLimiter {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
  maxInFlight(): Record<string, number>;
}

interface HostState {
  active: number;
  waiting: Array<() => void>;
  nextStartAt: number;
}

export function createHostLimiter(options: { concurrency: number; intervalMs: number }): HostLimiter {
  const { concurrency, intervalMs } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new TypeError("perHostConcurrency must be an integer >= 1");
  const hosts = new Map<string, HostState>();
  const peaks: Record<string, number> = {};

  async function acquire(host: string): Promise<HostState> {
    let state = hosts.get(host);
    if (!state) {
      state = { active: 0, waiting: [], nextStartAt: 0 };
      hosts.set(host, state);
    }
    // A released slot is handed straight to the next waiter, so a newcomer can never overtake it.
    if (state.active >= concurrency) await new Promise<void>((resolve) => state.waiting.push(resolve));
    else state.active += 1;
    // Reserve the next start slot before sleeping so concurrent waiters space out, not bunch up.
    const now = Date.now();
    const startAt = Math.max(now, state.nextStartAt);
    state.nextStartAt = startAt + intervalMs;
    if (startAt > now) await new Promise((resolve) => setTimeout(resolve, startAt - now));
    return state;
  }

  function release(host: string, state: HostState): void {
    const next = state.waiting.shift();
    if (next) return next();
    state.active -= 1;
    if (state.active === 0 && state.nextStartAt <= Date.now()) hosts.delete(host);
  }

  return {
    async run(host, task) {
      const state = await acquire(host);
      const inFlight = state.active;
      peaks[host] = Math.max(peaks[host] ?? 0, inFlight);
      try {
        return await task();
      } finally {
        release(host, state);
      }
    },
    maxInFlight: () => ({ ...peaks }),
  };
}
