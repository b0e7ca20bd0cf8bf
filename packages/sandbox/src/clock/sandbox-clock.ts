// The sandbox's notion of time: every owner delay is simulated time. State (removed, delisted,
// restored) is checked lazily against `clock.now()`; where the sandbox must act on its own (send a
// reply, re-upload) a timer waits `simulatedMs / scale` real milliseconds.

export interface SandboxClock {
  now(): Date;
  /** Simulated seconds per real second. */
  scale: number;
}

export const realClock: SandboxClock = { now: () => new Date(), scale: 1 };

/** Simulated time running `scale` times faster than real time from the moment of the call. */
export function scaledClock(scale: number): SandboxClock {
  if (!(scale >= 1) || !Number.isFinite(scale)) throw new RangeError(`clock scale must be a finite number >= 1, got ${scale}`);
  const anchor = Date.now();
  return { scale, now: () => new Date(anchor + (Date.now() - anchor) * scale) };
}

export interface Scheduler {
  /** Runs `fn` once the clock has reached `when` (simulated time). */
  at(when: Date, fn: () => void): void;
  /** Stops every pending timer (on close). */
  clear(): void;
}

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function createScheduler(clock: SandboxClock): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const at = (when: Date, fn: () => void): void => {
    if (closed) return;
    const simulatedMs = when.getTime() - clock.now().getTime();
    if (simulatedMs <= 0) {
      fn();
      return;
    }
    // Timers may fire a hair early or be capped: check the clock again and wait for the rest.
    const timer = setTimeout(() => {
      timers.delete(timer);
      at(when, fn);
    }, Math.min(MAX_TIMEOUT_MS, Math.max(1, Math.ceil(simulatedMs / clock.scale))));
    timer.unref();
    timers.add(timer);
  };
  return {
    at,
    clear() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
