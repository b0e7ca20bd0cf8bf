import { describe, expect, it } from "vitest";
import { createSiteLimiter, mapWithConcurrency } from "./site-limiter";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("site limiter", () => {
  it("keeps each site within its concurrency while sites run side by side", async () => {
    const limiter = createSiteLimiter();
    let inFlightA = 0;
    let peakA = 0;
    const task = (site: string) =>
      limiter.run(site, { perHostConcurrency: 2, intervalMs: 0 }, async () => {
        if (site === "a") peakA = Math.max(peakA, ++inFlightA);
        await sleep(10);
        if (site === "a") inFlightA--;
      });
    await Promise.all([...Array(6)].map(() => task("a")).concat([...Array(3)].map(() => task("b"))));
    expect(peakA).toBe(2);
    expect(limiter.maxInFlight()).toEqual({ a: 2, b: 2 });
  });

  it("spaces request starts by the interval", async () => {
    const limiter = createSiteLimiter();
    const starts: number[] = [];
    await Promise.all([...Array(3)].map(() => limiter.run("a", { perHostConcurrency: 3, intervalMs: 30 }, async () => void starts.push(Date.now()))));
    expect(starts[2] - starts[0]).toBeGreaterThanOrEqual(55);
  });

  it("maps with bounded concurrency and keeps order", async () => {
    let active = 0;
    let peak = 0;
    const out = await mapWithConcurrency([5, 1, 3, 2], 2, async (n) => {
      peak = Math.max(peak, ++active);
      await sleep(n);
      active--;
      return n * 2;
    });
    expect(out).toEqual([10, 2, 6, 4]);
    expect(peak).toBe(2);
  });
});
