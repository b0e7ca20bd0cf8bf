// The process's Prometheus metrics (issue 20, ADR 043): HTTP requests by method, route pattern and
// status; queue depths; scans and notices by status (read from the database, cached a few seconds so
// a scrape stays cheap); the picture matcher's timings; Node's default process metrics. One registry
// per runtime, so that several runtimes in one test process do not share counters.
import { countPipelineStates } from "@unleak/core";
import type { Database } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import type { PictureMatcher } from "@unleak/scanner";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** How long the database's counts are reused between scrapes. */
export const METRICS_CACHE_MS = 5_000;

export interface Metrics {
  registry: Registry;
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** One stage of matching, e.g. "picture" (a picture examined against the references); the shared crawl's `observe` fits it. */
  observeMatcher(stage: string, seconds: number): void;
  /** The scan engine's hook: times every picture the matcher examines. */
  instrumentMatcher(matcher: PictureMatcher): PictureMatcher;
}

export function createMetrics({ db, queue }: { db: Database; queue: Pick<Queue, "stats"> }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({ name: "unleak_http_requests_total", help: "HTTP requests answered, by method, route pattern and status", labelNames, registers: [registry] });
  const durations = new Histogram({ name: "unleak_http_request_duration_seconds", help: "HTTP request durations, by method, route pattern and status", labelNames, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry] });
  const matcher = new Histogram({ name: "unleak_matcher_seconds", help: "Picture matching time per examined item, by stage", labelNames: ["stage"] as const, buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5], registers: [registry] });

  const queueStats = cached(() => queue.stats());
  const pipeline = cached(() => countPipelineStates({ db }));
  new Gauge({
    name: "unleak_queue_jobs",
    help: "Jobs per queue (job name) and state: waiting (created or due for a retry) or active",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      const stats = await queueStats();
      this.reset();
      for (const queue of stats) {
        this.set({ queue: queue.name, state: "waiting" }, queue.waiting);
        this.set({ queue: queue.name, state: "active" }, queue.active);
      }
    },
  });
  for (const kind of ["scans", "notices"] as const) {
    new Gauge({
      name: `unleak_${kind}`,
      help: `${kind === "scans" ? "Scans" : "Takedown notices"} by status`,
      labelNames: ["status"] as const,
      registers: [registry],
      async collect() {
        const states = await pipeline();
        this.reset();
        for (const row of states[kind]) this.set({ status: row.status }, row.count);
      },
    });
  }

  const observeMatcher = (stage: string, seconds: number) => matcher.observe({ stage }, seconds);
  const timed = <T>(work: Promise<T>, started: number) => work.finally(() => observeMatcher("picture", (performance.now() - started) / 1000));
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    observeMatcher,
    instrumentMatcher: (inner) => ({
      match: (image) => timed(inner.match(image), performance.now()),
      ...(inner.examine ? { examine: (image: Buffer) => timed(inner.examine!(image), performance.now()) } : {}),
    }),
  };
}

/** The last answer for METRICS_CACHE_MS; concurrent scrapes share one query. */
function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!entry || performance.now() - entry.at > METRICS_CACHE_MS) {
      const value = load();
      entry = { at: performance.now(), value };
      // A failed read is not kept: the next scrape asks again.
      value.catch(() => (entry = null));
    }
    return entry.value;
  };
}
