// Waits before the live stream reconnects (spec §9): 1, 2, 5, then 10 s for every later attempt.
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/** The delay before reconnection attempt `attempt` (0 for the first after a drop). */
export function reconnectDelayMs(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(0, attempt), RECONNECT_DELAYS_MS.length - 1)]!;
}
