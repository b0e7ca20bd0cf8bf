// The takedown bench's "checks" part (issue 13): removal checks per second through the pipeline's own
// check (checkLeak: the page and its pictures fetched by the scanner's guarded fetcher from the real
// sandbox web, a removal_check row stored with its evidence, the leak's status derived, the next check
// queued), run at the removal-check worker's concurrency over leaks on every site that plants pictures.
import { checkLeak } from "@unleak/core/takedowns/check-leak";
import { type Database, leaks, removalChecks } from "@unleak/db";
import { removalCheckJob } from "@unleak/jobs";
import type { Sandbox } from "@unleak/sandbox";
import { mapWithConcurrency } from "@unleak/scanner/scan/site-limiter";
import { inArray, sql } from "drizzle-orm";
import type { Runtime } from "@unleak/server/src/runtime";
import { describeError, percentile, pictureLeakOn, picturePages, type PicturePage, round, seedAuthorisedCreator, trackPeakRss } from "./takedown-common";

const CHECKS = Number(process.env.TAKEDOWN_BENCH_CHECKS ?? 2000);
const BASELINE_CHECKS = 50;
/** As many checks in flight as the worker runs (removalCheckJob's concurrency) unless told otherwise. */
const CONCURRENCY = Number(process.env.TAKEDOWN_BENCH_CHECK_CONCURRENCY ?? removalCheckJob.concurrency ?? 1);

/**
 * `count` leaks, one check each, spread over the planted picture pages: tracked since a day ago (its
 * first notice's time), so each check is the 24-hour one. A page appears once per creator.
 */
async function seedTrackedLeaks(runtime: Runtime, pages: PicturePage[], prefix: string, count: number): Promise<string[]> {
  const { db, clock } = runtime;
  const trackingSince = new Date(clock.now().getTime() - 25 * 3_600_000);
  const ids: string[] = [];
  for (let creator = 0; ids.length < count; creator += 1) {
    const userId = `${prefix}-${creator}`;
    await seedAuthorisedCreator(db, userId);
    const rows = pages.slice(0, count - ids.length).map((page) => ({ ...pictureLeakOn(page, userId, trackingSince), status: "sent" as const, trackingSince }));
    ids.push(...(await db.insert(leaks).values(rows).returning({ id: leaks.id })).map((row) => row.id));
  }
  return ids;
}

async function checksOf(db: Database, leakIds: string[]) {
  const rows = await db
    .select({ target: removalChecks.target, outcome: removalChecks.outcome, count: sql<number>`count(*)::int`, withEvidence: sql<number>`count(*) filter (where ${removalChecks.evidence} ? 'evidence')::int` })
    .from(removalChecks)
    .where(inArray(removalChecks.leakId, leakIds))
    .groupBy(removalChecks.target, removalChecks.outcome);
  return {
    stored: rows.reduce((sum, row) => sum + row.count, 0),
    withEvidence: rows.reduce((sum, row) => sum + row.withEvidence, 0),
    outcomes: Object.fromEntries(rows.map((row) => [`${row.target}:${row.outcome}`, row.count])),
  };
}

async function checkMany(runtime: Runtime, leakIds: string[]) {
  const times: number[] = [];
  let failed = 0;
  let firstError: string | null = null;
  const peak = trackPeakRss();
  const started = performance.now();
  await mapWithConcurrency(leakIds, CONCURRENCY, async (leakId) => {
    const at = performance.now();
    try {
      await checkLeak(runtime.takedowns, leakId);
    } catch (error) {
      failed += 1;
      firstError ??= describeError(error);
    }
    times.push(performance.now() - at);
  });
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = peak.stop();
  return {
    checks: leakIds.length,
    failed,
    firstError,
    seconds: round(seconds, 2),
    checksPerSecond: round(leakIds.length / seconds, 1),
    msPerCheck: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)) },
    ...(await checksOf(runtime.db, leakIds)),
    peakRssMb,
  };
}

/** Needs a runtime bound to `sandbox` (SANDBOX_PORT) with no workers: the checks run here, nowhere else. */
export async function measureChecks(runtime: Runtime, sandbox: Sandbox) {
  if (!runtime.takedowns.checks) throw new Error("the runtime has no removal-check services (no fetcher)");
  const pages = await picturePages(sandbox, runtime.takedowns.checks.fetcher);
  const warmup = await seedTrackedLeaks(runtime, pages, "check-warmup", 10);
  const baselineLeaks = await seedTrackedLeaks(runtime, pages, "check-baseline", BASELINE_CHECKS);
  const loadLeaks = await seedTrackedLeaks(runtime, pages, "check-load", CHECKS);
  await checkMany(runtime, warmup); // connections, the fetcher's DNS and the picture decoder, not measured
  const baseline = await checkMany(runtime, baselineLeaks);
  const load = await checkMany(runtime, loadLeaks);
  return {
    concurrency: CONCURRENCY,
    pages: pages.length,
    sites: new Set(pages.map((page) => page.siteId)).size,
    baseline,
    load,
    throughputRatio: round(load.checksPerSecond / Math.max(0.1, baseline.checksPerSecond), 2),
    p50Ratio: round(load.msPerCheck.p50 / Math.max(0.1, baseline.msPerCheck.p50), 2),
  };
}
