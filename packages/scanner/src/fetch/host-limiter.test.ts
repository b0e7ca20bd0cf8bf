import { describe, expect, it } from "vitest";
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
    const limiter = createHostLimiter({ concurrency: 5, intervalMs: 60 });
    const starts: number[] = [];
    await Promise.all([1, 2, 3].map(() => limiter.run("a", async () => void starts.push(Date.now()))));
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(55);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(55);
  });

  it("frees the slot when a task fails", async () => {
    const limiter = createHostLimiter({ concurrency: 1, intervalMs: 0 });
    await expect(limiter.run("a", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run("a", async () => "next")).resolves.toBe("next");
  });
});
