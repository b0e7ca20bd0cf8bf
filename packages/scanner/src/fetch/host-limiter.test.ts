import { describe, expect, it, vi } from "vitest";
import { createHostLimiter } from "./host-limiter";
import { sleep } from "./local-test-server";

describe("host limiter", () => {
  it("keeps at most N tasks in flight per host, hosts independent", async () => {
    const limiter = createHostLimiter({ concurrency: 2, intervalMs: 0 });
    const live: Record<string, number> = { a: 0, b: 0 };
    const peak: Record<string, number> = { a: 0, b: 0 };
    const task = (host: string) =>
      limiter.run(host, async () => {
        live[host] += 1;
        peak[host] = Math.max(peak[host], live[host]);
        await sleep(20);
        live[host] -= 1;
      });
    await Promise.all([..."aaaaaa"].map(task).concat([..."bbb"].map(task)));
    expect(peak).toEqual({ a: 2, b: 2 });
    expect(limiter.maxInFlight()).toEqual({ a: 2, b: 2 });
  });

  it("spaces task starts on one host by the interval", async () => {
    // On a fake clock the schedule is exact, whatever the machine's load.
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const limiter = createHostLimiter({ concurrency: 5, intervalMs: 60 });
      const starts: number[] = [];
      const done = Promise.all([1, 2, 3].map(() => limiter.run("a", async () => void starts.push(Date.now()))));
      await vi.advanceTimersByTimeAsync(200);
      await done;
      expect(starts).toEqual([1_000_000, 1_000_060, 1_000_120]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createHostLimiter({ concurrency: 1, intervalMs: 0 });
    await expect(limiter.run("a", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run("a", async () => "next")).resolves.toBe("next");
  });
});
