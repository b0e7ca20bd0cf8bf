// The takedown bench's "month" part (issue 13): creators file picture leaks on sandbox sites of every
// kind of owner (compliant, slow, forbidden, counter, reuploader, ignoring, cdn, soft-404, rejecting),
// with the job workers running in this process as in the worker (startRuntime with worker: true: the
// embedded sandbox and the core share one clock at CLOCK_SCALE), until 30 simulated days have passed.
// It reports wall time, peak RSS, notices sent, checks done, the leaks' final statuses, and how late
// the removal checks ran against their due time (pg-boss's own record of each job).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { requestRemoval } from "@unleak/core";
import { leaks, noticeItems, notices, removalChecks } from "@unleak/db";
import { and, count, inArray, isNotNull, sql } from "drizzle-orm";
import { loadConfig } from "@unleak/server/src/config";
import { type Runtime, startRuntime } from "@unleak/server/src/runtime";
import { describeError, percentile, pictureLeakOn, picturePages, type PicturePage, round, seedAuthorisedCreator, trackPeakRss } from "./takedown-common";

const CREATORS = Number(process.env.TAKEDOWN_BENCH_MONTH_CREATORS ?? 100);
const BASELINE_CREATORS = 5;
const LEAKS_PER_CREATOR = Number(process.env.TAKEDOWN_BENCH_MONTH_LEAKS_PER_CREATOR ?? 4);
/** Simulated seconds per real second: 8,640 makes a simulated day 10 s, the month 5 minutes. */
const SCALE = Number(process.env.TAKEDOWN_BENCH_MONTH_SCALE ?? 8640);
const DAYS = Number(process.env.TAKEDOWN_BENCH_MONTH_DAYS ?? 30);
const DAY_MS = 86_400_000;
/** Owners in turn, so that every creator's few leaks meet different ones (docs/sandbox-owners.md). */
const OWNERS = ["compliant", "slow", "forbidden", "counter", "reuploader", "ignoring", "cdn", "soft-404", "rejecting"];

/** Creator `index`'s leaks: one page per owner in turn; the sandbox plants ~100 pictures for its one creator, so creators share pages. */
function pagesFor(index: number, byOwner: Map<string, PicturePage[]>): PicturePage[] {
  const owners = OWNERS.filter((owner) => byOwner.get(owner)?.length);
  return Array.from({ length: Math.min(LEAKS_PER_CREATOR, owners.length) }, (_, k) => {
    const turn = index * LEAKS_PER_CREATOR + k;
    const pages = byOwner.get(owners[turn % owners.length])!;
    return pages[Math.floor(turn / owners.length) % pages.length];
  });
}

async function seedCreators(runtime: Runtime, creators: number): Promise<Array<{ id: string; leakIds: string[] }>> {
  const pages = await picturePages(runtime.sandbox!, runtime.takedowns.checks!.fetcher);
  // Forum pages are left out, as in the removal-check tests: their pictures sit in a thread.
  const byOwner = new Map<string, PicturePage[]>();
  for (const page of pages.filter((candidate) => candidate.category !== "forum")) byOwner.set(page.owner, [...(byOwner.get(page.owner) ?? []), page]);
  const seeded: Array<{ id: string; leakIds: string[] }> = [];
  for (let index = 0; index < creators; index += 1) {
    const id = `month-${index}`;
    await seedAuthorisedCreator(runtime.db, id);
    const rows = pagesFor(index, byOwner).map((page) => pictureLeakOn(page, id, runtime.clock.now()));
    seeded.push({ id, leakIds: (await runtime.db.insert(leaks).values(rows).returning({ id: leaks.id })).map((row) => row.id) });
  }
  return seeded;
}

interface CheckJob {
  key: string;
  state: string;
  startAfterMs: number;
  startedMs: number | null;
}

/** Every removal-check job pg-boss holds (waiting, done or archived): when it was due and when it started, in real time. */
async function removalCheckJobs(runtime: Runtime): Promise<CheckJob[]> {
  const columns = `singleton_key as key, state::text as state, extract(epoch from start_after) * 1000 as start_after_ms, extract(epoch from started_on) * 1000 as started_ms`;
  const { rows } = await runtime.database.executeSql(
    `select ${columns} from pgboss.job where name = 'removal-check' union all select ${columns} from pgboss.archive where name = 'removal-check'`,
  );
  return rows.map((row) => ({ key: String(row.key), state: String(row.state), startAfterMs: Number(row.start_after_ms), startedMs: row.started_ms === null ? null : Number(row.started_ms) }));
}

/** Removal checks due (in real time) and not started: the queue's backlog. */
async function overdueChecks(runtime: Runtime): Promise<number> {
  const { rows } = await runtime.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'removal-check' and state in ('created', 'retry') and start_after < now()`);
  return Number(rows[0]?.n ?? 0);
}

/** How late checks started against their due time: real seconds after pg-boss's start_after, simulated hours after the schedule's time (in the job's key). */
function lateness(runtime: Runtime, jobs: CheckJob[]) {
  // Simulated time of a real instant, from the clock's current reading (it runs SCALE times as fast).
  const realNow = Date.now();
  const simNow = runtime.clock.now().getTime();
  const simOf = (realMs: number) => simNow - (realNow - realMs) * runtime.clock.scale;
  const started = jobs.filter((job): job is CheckJob & { startedMs: number } => job.startedMs !== null);
  const realSeconds = started.map((job) => Math.max(0, job.startedMs - job.startAfterMs) / 1000);
  const dueOf = (job: CheckJob) => Date.parse(job.key.split(":").slice(2).join(":"));
  const simulatedHours = started.map((job) => (simOf(job.startedMs) - dueOf(job)) / 3_600_000);
  // The latest few, to look into: the key names the leak and the due time.
  const latest = started
    .map((job) => ({ key: job.key, hoursLate: round((simOf(job.startedMs) - dueOf(job)) / 3_600_000, 1), startAfterHoursLate: round((simOf(job.startAfterMs) - dueOf(job)) / 3_600_000, 1) }))
    .sort((a, b) => b.hoursLate - a.hoursLate)
    .slice(0, 3);
  const summary = (values: number[], digits: number) => ({ p50: round(percentile(values, 50), digits), p95: round(percentile(values, 95), digits), max: round(values.length ? Math.max(...values) : 0, digits) });
  return {
    started: started.length,
    waiting: jobs.filter((job) => job.startedMs === null).length,
    retried: jobs.filter((job) => job.state === "retry" || job.state === "failed").length,
    afterStartAfterRealSeconds: summary(realSeconds, 2),
    afterDueSimulatedHours: summary(simulatedHours, 1),
    latest,
  };
}

async function outcome(runtime: Runtime, leakIds: string[]) {
  const { db } = runtime;
  const statuses = await db.select({ status: leaks.status, siteId: leaks.siteId, n: count() }).from(leaks).where(inArray(leaks.id, leakIds)).groupBy(leaks.status, leaks.siteId);
  const ownerOf = new Map(runtime.sandbox!.sites.map((site) => [site.id, site.owner as string]));
  const byOwner: Record<string, Record<string, number>> = {};
  for (const row of statuses) {
    const owner = (byOwner[ownerOf.get(row.siteId) ?? "unknown"] ??= {});
    owner[row.status] = (owner[row.status] ?? 0) + row.n;
  }
  const noticeRows = await db
    .select({ status: notices.status, wave: notices.wave, n: count(), sent: sql<number>`count(${notices.sentAt})::int` })
    .from(notices)
    .where(inArray(notices.id, db.select({ id: noticeItems.noticeId }).from(noticeItems).where(inArray(noticeItems.leakId, leakIds))))
    .groupBy(notices.status, notices.wave);
  const checks = await db.select({ target: removalChecks.target, outcome: removalChecks.outcome, n: count() }).from(removalChecks).where(inArray(removalChecks.leakId, leakIds)).groupBy(removalChecks.target, removalChecks.outcome);
  const [tracked] = await db.select({ n: count() }).from(leaks).where(and(inArray(leaks.id, leakIds), isNotNull(leaks.trackingSince)));
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    leakStatuses: statuses.reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: (all[row.status] ?? 0) + row.n }), {}),
    leakStatusesByOwner: byOwner,
    leaksTracked: tracked?.n ?? 0,
    notices: sum(noticeRows, (row) => row.n),
    noticesSent: sum(noticeRows, (row) => row.sent),
    noticesByStatus: noticeRows.reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: (all[row.status] ?? 0) + row.n }), {}),
    noticesByWave: noticeRows.reduce<Record<string, number>>((all, row) => ({ ...all, [`wave${row.wave}`]: (all[`wave${row.wave}`] ?? 0) + row.n }), {}),
    checks: sum(checks, (row) => row.n),
    pageChecks: sum(checks.filter((row) => row.target === "page"), (row) => row.n),
    checkOutcomes: Object.fromEntries(checks.map((row) => [`${row.target}:${row.outcome}`, row.n])),
  };
}

async function monthOnce(creators: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-takedown-month-"));
  const config = loadConfig({ SANDBOX: "true", DATA_DIR: dataDir, CLOCK_SCALE: String(SCALE) });
  // The worker's runtime: the embedded sandbox on the shared clock, every job worker, the inbound SMTP listener for replies.
  const runtime = await startRuntime(config, { worker: true });
  try {
    const seeded = await seedCreators(runtime, creators);
    const leakIds = seeded.flatMap((creator) => creator.leakIds);
    const { clock } = runtime;
    const peak = trackPeakRss(250);
    const wall = performance.now();
    const simStart = clock.now().getTime();
    await Promise.all(seeded.map(({ id, leakIds: ids }) => requestRemoval({ services: runtime.takedowns, actor: { kind: "creator", userId: id }, ownerId: id, leakIds: ids })));
    const requestSeconds = (performance.now() - wall) / 1000;
    const end = simStart + DAYS * DAY_MS;
    let maxOverdue = 0;
    let maxOverdueDay = 0;
    while (clock.now().getTime() < end) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Math.max(10, clock.realDelayMs(end - clock.now().getTime())))));
      const overdue = await overdueChecks(runtime);
      if (overdue > maxOverdue) [maxOverdue, maxOverdueDay] = [overdue, round((clock.now().getTime() - simStart) / DAY_MS, 1)];
    }
    const wallSeconds = (performance.now() - wall) / 1000;
    const peakRssMb = peak.stop();
    const overdueAtEnd = await overdueChecks(runtime);
    const sandbox = runtime.sandbox!;
    return {
      creators,
      leaks: leakIds.length,
      distinctPages: new Set((await runtime.db.select({ url: leaks.url }).from(leaks).where(inArray(leaks.id, leakIds))).map((row) => row.url)).size,
      simulatedDays: round((clock.now().getTime() - simStart) / DAY_MS, 2),
      wallSeconds: round(wallSeconds, 1),
      requestRemovalSeconds: round(requestSeconds, 2),
      peakRssMb,
      ...(await outcome(runtime, leakIds)),
      sandboxTakedowns: sandbox.takedowns.list().length,
      repliesDelivered: sandbox.outbox.sent().length,
      repliesUndelivered: sandbox.outbox.list().length,
      checkLag: { ...lateness(runtime, await removalCheckJobs(runtime)), maxOverdue, maxOverdueDay, overdueAtEnd },
    };
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureMonth() {
  try {
    const baseline = await monthOnce(BASELINE_CREATORS);
    const load = await monthOnce(CREATORS);
    return {
      scale: SCALE,
      simulatedDayRealSeconds: round(DAY_MS / 1000 / SCALE, 2),
      leaksPerCreator: LEAKS_PER_CREATOR,
      baseline,
      load,
      checksPerLeakRatio: round(load.checks / Math.max(1, load.leaks) / Math.max(0.01, baseline.checks / Math.max(1, baseline.leaks)), 2),
    };
  } catch (error) {
    return { error: describeError(error) };
  }
}
