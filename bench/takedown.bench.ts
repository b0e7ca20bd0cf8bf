// Takedown throughput (issue 12), in one process on embedded PGlite with the real sandbox web
// (startSandbox) and the server's own binding (startRuntime: routing by the registry, the sandbox's
// DNS and RDAP, nodemailer to the sandbox's SMTP server, CLOCK_SCALE 1).
// 1. compose: one authorised creator's request of TAKEDOWN_BENCH_LEAKS (10,000) picture leaks spread
//    over the sandbox's sites, composed by composeRequest with no workers running: notices and URLs
//    per second, peak RSS, and where the time went (routing, storage, queueing). Baseline in the same
//    run: a request of 100 leaks; the per-leak ratio shows whether the cost per leak stays flat.
// 2. latency: TAKEDOWN_BENCH_CREATORS (100) creators request TAKEDOWN_BENCH_LEAKS_PER_CREATOR (20)
//    leaks at once with the job workers running (workTakedowns on the runtime's queue); the time from
//    each requestRemoval call to all of its notices sent: p50, p95, max. Baseline: one creator alone.
// TAKEDOWN_BENCH_SITES_PER_CREATOR (2) sets over how many sites each crowd creator's leaks sit: the
// notices per creator (one per site, one per search engine), and so the run's length (about 2.5 min
// on 2 cores at the defaults; 20 spreads them one leak per site, ~2,100 notices, ~9 min).
// 3. checks (bench/takedown-checks.ts): TAKEDOWN_BENCH_CHECKS (2,000) removal checks by checkLeak at
//    the removal-check worker's concurrency (2), one per leak, over the sandbox's 100 planted picture
//    pages on 64 sites: checks/s, p50/p95 per check, peak RSS. Baseline: 50 checks.
// 4. month (bench/takedown-month.ts): TAKEDOWN_BENCH_MONTH_CREATORS (100) creators file 4 picture
//    leaks each on sites of different owners with every worker running (startRuntime, worker: true,
//    its embedded sandbox on the shared clock) at TAKEDOWN_BENCH_MONTH_SCALE (8,640: a simulated day
//    is 10 s) until simulated day 30: wall time, peak RSS, notices, checks, final leak statuses and
//    how late checks ran against their due time. Baseline: 5 creators, the same month (~11 min both).
// Run: npm run bench -- takedown (or node --import tsx bench/takedown.bench.ts); choose parts with
// TAKEDOWN_BENCH_PARTS=compose,latency,checks,month (the default: all).
//
// Measured 2026-11-24 on 2 cores shared with other runs (+-50 %), before -> after the fixes it led to:
// - compose: 10,000 leaks failed (the search engine's one notice of 10,000 items needed 70,000 bind
//   parameters, over PostgreSQL's 65,535) -> composed: 57 notices, 40,312 URLs in 6.2 s (6,525 URLs/s),
//   peak RSS 727 MB; items are inserted in slices, leak statuses updated per status, not per leak.
// - latency: 1 creator alone 2.2-2.3 s from request to sent; 100 at once (303 notices) p50 39 s, p95
//   74 s, max 78 s at 3.9 notices/s (pg-boss 10 made each worker wait out its 1 s poll after a job) ->
//   p50 13.8 s, p95 21 s, max 21.4 s at 14 notices/s once a worker that found work asks again at once.
//
// Measured 2026-11-25 on 2 cores while other work ran on the machine (load average 0.5-2.5), PGlite:
// - checks: 2,000 at 17.3 checks/s, p50 14 ms, p95 1.02 s, max 2.07 s (baseline 50: 17.2/s, p50
//   24 ms, p95 0.46 s); every check stored with its evidence, 87 "unknown". The p95 and the rate are
//   the sandbox's misbehaving sites (429 with Retry-After: 1, 5xx, always 503) that the fetcher waits
//   out and retries, not CPU or the database. Peak RSS 622 MB (the process, with the sandbox).
// - month, 5 creators (20 leaks on 18 pages): 300 s wall, 49 notices sent (27 first, 5 reminders,
//   9 to hosts, 8 final), 516 checks; 16 removed, 2 restricted, 2 counter-noticed; checks ran p50
//   1.6 h, p95 2.7 h, max 4.1 h (simulated) after due: at this scale the queue's 1 s granularity
//   (startAfterSeconds, the 1 s poll) is 2.4 simulated hours. Peak RSS 506 MB.
// - month, 100 creators (400 leaks on 78 pages: the sandbox plants ~100 pictures, so creators share
//   pages): 300 s wall, 929 notices sent (536 first, 65 reminders, 116 to hosts, 212 final), 10,865
//   checks (36/s); 339 removed, 40 restricted, 10 delisted, 9 escalated, 2 counter-noticed; checks
//   ran p50 2.3 h, p95 4.4 h after due, one at 272 h; up to 114 due checks waiting (day 15.5), 4
//   at the end: it keeps up, near its limit (a second run: p95 4.7 h, max 9.7 h, 124 waiting at day
//   29.4, 15 at the end). Peak RSS 860 MB (764 MB in the second run). The 43 leaks on the counter
//   site's 2 pages then stayed "removed" after the site restored them (a pipeline bug, fixed since:
//   ADR 030; below they end delisted, counter-noticed or escalated).
//
// Measured 2026-11-28 on 2 cores, nothing else running, PGlite, after the media file got checks of
// its own (page and media rows per round), page copies were stored and the re-upload sweep ran daily
// (TAKEDOWN_BENCH_PARTS=checks,month npm run bench -- takedown, 790 s):
// - checks: 2,000 at 14.9 checks/s (baseline 50: 12.2/s), p50 19 ms, p95 1.02 s; 4,220 rows stored,
//   every one with its evidence (page and media); peak RSS 505 MB.
// - month, 5 creators: 300 s wall, 48 notices (27 first, 5 reminders, 8 to hosts, 8 to registrars
//   and search engines), 1,092 checks (497 rounds); 16 removed, 2 escalated (the 403 site, never
//   removed), 2 counter-noticed; checks p50 1.9 h, p95 3.2 h, max 3.7 h after due. Peak RSS 462 MB.
// - month, 100 creators (400 leaks on 78 pages): 300 s wall, 1,015 notices, 18,569 checks (8,576
//   rounds, 62/s); 296 removed, 33 delisted only, 69 escalated (45 of them the 403 site), 2
//   counter-noticed. Checks ran p50 5.7 h, p95 32.9 h, max 46 h (simulated) after due, 319 waiting at
//   day 18.9, 56 at the end: at 8,640x the month no longer keeps up on 2 cores now that each round
//   fetches the media too (1.7x the rows of 2026-11-25). At real speed that is 18,569 checks over 30
//   days; the lag is the compression, but the headroom it showed is gone. Peak RSS 769 MB.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { composeRequest, requestRemoval, type TakedownServices } from "@unleak/core";
import { refreshLeakStatuses } from "@unleak/core/takedowns/leak-status";
import { workTakedowns } from "@unleak/core/takedowns/takedown-jobs";
import { type Database, leaks, noticeItems, notices, removalRequests } from "@unleak/db";
import { startSandbox, type Sandbox } from "@unleak/sandbox";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { loadConfig } from "@unleak/server/src/config";
import { type Runtime, startRuntime } from "@unleak/server/src/runtime";
import { isMainModule, reportBench } from "./corpus/bench-output";
import { measureChecks } from "./takedown-checks";
import { describeError, leakSites, rssMb, round, seedAuthorisedCreator } from "./takedown-common";
import { measureMonth } from "./takedown-month";

const LEAKS = Number(process.env.TAKEDOWN_BENCH_LEAKS ?? 10_000);
const BASELINE_LEAKS = 100;
const MIDDLE_LEAKS = 1000;
const CREATORS = Number(process.env.TAKEDOWN_BENCH_CREATORS ?? 100);
const LEAKS_PER_CREATOR = Number(process.env.TAKEDOWN_BENCH_LEAKS_PER_CREATOR ?? 20);
/** Each crowd creator's leaks sit on this many sites: one notice per site (and one per search engine). */
const SITES_PER_CREATOR = Number(process.env.TAKEDOWN_BENCH_SITES_PER_CREATOR ?? 2);
/** A creator whose notices are not all sent after this long counts as timed out. */
const LATENCY_TIMEOUT_MS = Number(process.env.TAKEDOWN_BENCH_TIMEOUT_MS ?? 150_000);

/** The parts to run, e.g. TAKEDOWN_BENCH_PARTS=checks,month (default: all). */
const PARTS = ["compose", "latency", "checks", "month"] as const;
const wantedParts = new Set((process.env.TAKEDOWN_BENCH_PARTS ?? PARTS.join(",")).split(",").map((part) => part.trim()));
for (const part of wantedParts) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`TAKEDOWN_BENCH_PARTS: unknown part "${part}" (known: ${PARTS.join(", ")})`);

async function openRuntime(sandbox: Sandbox): Promise<{ runtime: Runtime; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-takedown-bench-"));
  const config = loadConfig({ SANDBOX: "true", SANDBOX_PORT: String(sandbox.port), DATA_DIR: dataDir, CLOCK_SCALE: "1" });
  // No scan engine: the takedown services bind to the sandbox on SANDBOX_PORT; takedown workers start only where measured.
  const runtime = await startRuntime(config, { worker: false });
  return {
    runtime,
    async dispose() {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An authorised creator with `count` picture leaks at made-up addresses spread over the sites (routing and notices only: no page is checked). */
async function seedCreatorWithLeaks(db: Database, sandbox: Sandbox, id: string, count: number, { siteOffset = 0, siteCount = Infinity } = {}): Promise<string[]> {
  await seedAuthorisedCreator(db, id);
  const sites = leakSites(sandbox);
  const rows = Array.from({ length: count }, (_, n) => {
    const site = sites[((n % siteCount) + siteOffset) % sites.length];
    const url = `${sandbox.origin(site.id)}/p/${id}-${n}`;
    const title = `Set ${n}`;
    const evidence = { url, title, fetchedAt: "2026-11-20T10:00:00.000Z", httpStatus: 200, mediaUrls: [`${sandbox.origin(site.id)}/m/${id}-${n}.jpg`] };
    return { userId: id, url, siteId: site.id, siteName: site.name, category: site.category, title, kind: "picture" as const, quality: "exact" as const, evidence };
  });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 1000) ids.push(...(await db.insert(leaks).values(rows.slice(i, i + 1000)).returning({ id: leaks.id })).map((row) => row.id));
  return ids;
}

/** The services with routing, storage and queueing timed, to say where composing spends its time. */
function timedServices(services: TakedownServices) {
  const spent = { routingMs: 0, routeCalls: 0, storageMs: 0, queueMs: 0 };
  const timed = async <T>(key: "routingMs" | "storageMs" | "queueMs", work: () => Promise<T>) => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      spent[key] += performance.now() - started;
    }
  };
  const storage = Object.create(services.storage) as TakedownServices["storage"];
  storage.put = (...args) => timed("storageMs", () => services.storage.put(...args));
  const queue = Object.create(services.queue) as TakedownServices["queue"];
  queue.send = (...args) => timed("queueMs", () => services.queue.send(...args));
  const routeLeak: TakedownServices["routeLeak"] = (leak) => {
    spent.routeCalls += 1;
    return timed("routingMs", () => services.routeLeak(leak));
  };
  return { services: { ...services, storage, queue, routeLeak }, spent };
}

/** One creator's request of `count` leaks, composed in this process; the compose job stays unworked. */
async function composeOnce(runtime: Runtime, sandbox: Sandbox, id: string, count: number) {
  const { db } = runtime;
  const leakIds = await seedCreatorWithLeaks(db, sandbox, id, count);
  const actor = { kind: "creator" as const, userId: id };
  const requestStarted = performance.now();
  const { requestId } = await requestRemoval({ services: runtime.takedowns, actor, ownerId: id, leakIds });
  const requestMs = performance.now() - requestStarted;
  const { services, spent } = timedServices(runtime.takedowns);
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  const started = performance.now();
  let failure: string | null = null;
  try {
    await composeRequest(services, requestId);
  } catch (error) {
    failure = describeError(error);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  // The status refresh at the end of composing, again on its own (idempotent): one UPDATE per leak.
  const refreshStarted = performance.now();
  await refreshLeakStatuses(db, leakIds);
  const refreshMs = performance.now() - refreshStarted;
  const [request] = await db.select().from(removalRequests).where(eq(removalRequests.id, requestId));
  const [totals] = await db
    .select({
      notices: sql<number>`count(distinct ${notices.id})::int`,
      items: sql<number>`count(${noticeItems.id})::int`,
      urls: sql<number>`(count(${noticeItems.id}) + coalesce(sum(jsonb_array_length(${noticeItems.mediaUrls})), 0))::int`,
      rawMb: sql<number>`(select coalesce(sum(length(raw)), 0) / 1048576.0 from notices where request_id = ${requestId})::float`,
    })
    .from(notices)
    .leftJoin(noticeItems, eq(noticeItems.noticeId, notices.id))
    .where(eq(notices.requestId, requestId));
  return {
    leaks: count,
    status: request?.status,
    error: request?.error ?? null,
    threw: failure,
    requestRemovalMs: Math.round(requestMs),
    composeSeconds: round(seconds, 2),
    notices: totals.notices,
    noticeItems: totals.items,
    urls: totals.urls,
    rawMb: round(totals.rawMb, 1),
    noticesPerSecond: round(totals.notices / seconds, 2),
    urlsPerSecond: round(totals.urls / seconds, 0),
    msPerLeak: round((seconds * 1000) / count, 2),
    msPerUrl: round((seconds * 1000) / Math.max(1, totals.urls), 3),
    refreshLeakStatusesMs: Math.round(refreshMs),
    spentMs: { routing: Math.round(spent.routingMs), routeCalls: spent.routeCalls, storage: Math.round(spent.storageMs), queue: Math.round(spent.queueMs) },
    peakRssMb: Math.round(peak),
  };
}

type Composed = Awaited<ReturnType<typeof composeOnce>>;
const marginal = (small: Composed, large: Composed) => round(((large.composeSeconds - small.composeSeconds) * 1000) / (large.leaks - small.leaks), 2);

async function measureCompose(sandbox: Sandbox) {
  const { runtime, dispose } = await openRuntime(sandbox);
  try {
    await composeOnce(runtime, sandbox, "warmup", 5); // fonts, templates and connections, not measured
    const baseline = await composeOnce(runtime, sandbox, "baseline", BASELINE_LEAKS);
    const middle = await composeOnce(runtime, sandbox, "middle", MIDDLE_LEAKS);
    const load = await composeOnce(runtime, sandbox, "load", LEAKS);
    // A load that failed still leaves a throughput figure: the same measure a tenth smaller.
    const smaller = load.threw ? await composeOnce(runtime, sandbox, "smaller", Math.floor(LEAKS * 0.9)) : null;
    const largest = smaller ?? load;
    return {
      baseline,
      middle,
      load,
      ...(smaller ? { smaller } : {}),
      perLeakCostRatio: round(largest.msPerLeak / baseline.msPerLeak, 2),
      perUrlCostRatio: round(largest.msPerUrl / baseline.msPerUrl, 2),
      // What each further leak costs between two sizes: flat when composing scales linearly.
      marginalMsPerLeak: {
        [`${baseline.leaks}-${middle.leaks}`]: marginal(baseline, middle),
        [`${middle.leaks}-${largest.leaks}`]: marginal(middle, largest),
      },
      marginalCostRatio: round(marginal(middle, largest) / marginal(baseline, middle), 2),
    };
  } catch (error) {
    return { error: describeError(error) };
  } finally {
    await dispose();
  }
}

interface Timing {
  ms: number;
  notices: number;
  failed: number;
  timedOut: boolean;
}

/** Waits until every request's notices are composed and sent (or failed); one poll for all of them. */
async function awaitSent(db: Database, started: Map<string, number>): Promise<Map<string, Timing>> {
  const done = new Map<string, Timing>();
  const deadline = performance.now() + LATENCY_TIMEOUT_MS;
  while (done.size < started.size) {
    const waiting = [...started.keys()].filter((id) => !done.has(id));
    const composed = await db.select({ id: removalRequests.id }).from(removalRequests).where(and(inArray(removalRequests.id, waiting), inArray(removalRequests.status, ["composed", "failed"])));
    const counts = composed.length
      ? await db
          .select({
            requestId: notices.requestId,
            total: sql<number>`count(*)::int`,
            sent: sql<number>`count(${notices.sentAt})::int`,
            failed: sql<number>`count(*) filter (where ${notices.status} = 'failed')::int`,
          })
          .from(notices)
          .where(and(inArray(notices.requestId, composed.map((row) => row.id)), isNotNull(notices.requestId)))
          .groupBy(notices.requestId)
      : [];
    const now = performance.now();
    for (const row of counts) {
      if (row.requestId && row.sent + row.failed >= row.total) done.set(row.requestId, { ms: now - started.get(row.requestId)!, notices: row.total, failed: row.failed, timedOut: false });
    }
    if (now > deadline) {
      for (const id of waiting) if (!done.has(id)) done.set(id, { ms: now - started.get(id)!, notices: 0, failed: 0, timedOut: true });
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return done;
}

async function latencyPhase(runtime: Runtime, creators: Array<{ id: string; leakIds: string[] }>) {
  const started = new Map<string, number>();
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  const wall = performance.now();
  await Promise.all(
    creators.map(async ({ id, leakIds }) => {
      const at = performance.now();
      const { requestId } = await requestRemoval({ services: runtime.takedowns, actor: { kind: "creator", userId: id }, ownerId: id, leakIds });
      started.set(requestId, at);
    }),
  );
  const done = await awaitSent(runtime.db, started);
  clearInterval(sampler);
  const timings = [...done.values()];
  const times = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]);
  const noticesSent = timings.reduce((sum, timing) => sum + timing.notices - timing.failed, 0);
  const wallSeconds = (performance.now() - wall) / 1000;
  return {
    creators: creators.length,
    leaksPerCreator: creators[0]?.leakIds.length ?? 0,
    requestToSentMs: { p50: pct(50), p95: pct(95), max: Math.round(times.at(-1) ?? 0) },
    noticesPerCreator: round(timings.reduce((sum, timing) => sum + timing.notices, 0) / Math.max(1, timings.length), 1),
    noticesSent,
    noticesFailed: timings.reduce((sum, timing) => sum + timing.failed, 0),
    timedOut: timings.filter((timing) => timing.timedOut).length,
    wallSeconds: round(wallSeconds, 2),
    noticesSentPerSecond: round(noticesSent / wallSeconds, 2),
    peakRssMb: Math.round(peak),
  };
}

async function measureLatency(sandbox: Sandbox) {
  const { runtime, dispose } = await openRuntime(sandbox);
  try {
    const seed = async (index: number) => ({
      id: `creator-${index}`,
      leakIds: await seedCreatorWithLeaks(runtime.db, sandbox, `creator-${index}`, LEAKS_PER_CREATOR, { siteOffset: index * SITES_PER_CREATOR, siteCount: SITES_PER_CREATOR }),
    });
    const alone = await seed(0);
    const crowd: Array<{ id: string; leakIds: string[] }> = [];
    for (let i = 1; i <= CREATORS; i += 1) crowd.push(await seed(i));
    await workTakedowns(runtime.takedowns);
    const baseline = await latencyPhase(runtime, [alone]);
    const load = await latencyPhase(runtime, crowd);
    return { baseline, load, p50Ratio: round(load.requestToSentMs.p50 / Math.max(1, baseline.requestToSentMs.p50), 1) };
  } catch (error) {
    return { error: describeError(error) };
  } finally {
    await dispose();
  }
}

async function measureChecksOn(sandbox: Sandbox) {
  const { runtime, dispose } = await openRuntime(sandbox);
  try {
    return await measureChecks(runtime, sandbox);
  } catch (error) {
    return { error: describeError(error) };
  } finally {
    await dispose();
  }
}

export async function run(): Promise<object> {
  const sandbox = await startSandbox();
  try {
    const compose = wantedParts.has("compose") ? await measureCompose(sandbox) : undefined;
    const latency = wantedParts.has("latency") ? await measureLatency(sandbox) : undefined;
    const checks = wantedParts.has("checks") ? await measureChecksOn(sandbox) : undefined;
    // The month runs its own sandbox, started by the runtime on the simulated clock.
    const month = wantedParts.has("month") ? await measureMonth() : undefined;
    const result = {
      bench: "takedown",
      cpus: availableParallelism(),
      database: "pglite",
      parts: [...wantedParts],
      sandboxSites: leakSites(sandbox).length,
      settings: { leaks: LEAKS, baselineLeaks: BASELINE_LEAKS, creators: CREATORS, leaksPerCreator: LEAKS_PER_CREATOR, sitesPerCreator: SITES_PER_CREATOR },
      compose,
      latency,
      checks,
      month,
    };
    reportBench("takedown", result);
    return result;
  } finally {
    await sandbox.close();
  }
}

if (isMainModule(import.meta.url)) await run();
