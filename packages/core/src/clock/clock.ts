// The one clock of the takedown pipeline (issue 12). Production runs on real time (scale 1). In the
// sandbox, CLOCK_SCALE simulated seconds pass per real second, counted from the clock's anchor (the
// process's start), so that a week of takedown work runs in minutes: every schedule asks
// `realDelayMs` how long to wait for a simulated duration, and every timestamp the pipeline writes
// comes from `now()`. Nothing in the pipeline reads Date.now() itself.

export interface Clock {
  /** The current (simulated) time. */
  now(): Date;
  /** Simulated seconds per real second: 1 outside the sandbox. */
  readonly scale: number;
  /** Real milliseconds to wait for `simulatedMs` of simulated time to pass. */
  realDelayMs(simulatedMs: number): number;
}

export interface ClockOptions {
  scale?: number;
  /** Real time from which simulated time runs faster (default: now). */
  anchor?: number;
  /** The real time source; tests pass their own. */
  realNow?: () => number;
}

export function createClock({ scale = 1, realNow = Date.now, anchor = realNow() }: ClockOptions = {}): Clock {
  if (!(scale >= 1) || !Number.isFinite(scale)) throw new RangeError(`clock scale must be a finite number >= 1, got ${scale}`);
  return {
    scale,
    now: () => new Date(scale === 1 ? realNow() : anchor + (realNow() - anchor) * scale),
    realDelayMs: (simulatedMs) => Math.max(0, Math.ceil(simulatedMs / scale)),
  };
}

/** Real time, for production and for tests that do not speed time up. */
export const systemClock: Clock = createClock();
