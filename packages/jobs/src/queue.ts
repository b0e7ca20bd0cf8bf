// The job queue: pg-boss on the product's own database (PGlite through its SQL adapter, or a
// PostgreSQL server). Jobs are small definitions; handlers are registered by whoever runs work.
import { type ExecuteSql, retryLostConnection } from "@unleak/db";
import PgBoss from "pg-boss";

export interface JobDefinition<T extends object> {
  name: string;
  /** Carries the payload's type to `send` and `work`; never set. */
  readonly payload?: T;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An active job not finished by then counts as failed and is retried (a dead worker's job). */
  expireInSeconds?: number;
  /** Jobs of this kind one process runs at once. Default 1. */
  concurrency?: number;
  /** "short": a send while a job of the same singletonKey still waits is dropped (pg-boss's queue policy). Default "standard". */
  policy?: "standard" | "short";
}

/** What a handler is told about its run. */
export interface JobRun {
  /**
   * Aborted when the run is given up: its expiry passed (pg-boss then fails and retries it; the
   * reason is a JobExpiredError) or `stop()` abandons it (a QueueStoppingError). A handler that
   * runs child processes kills them on it, so that no retry runs beside an orphaned one.
   */
  signal: AbortSignal;
}

export interface Queue {
  send<T extends object>(job: JobDefinition<T>, data: T, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
  work<T extends object>(job: JobDefinition<T>, handler: (data: T, run: JobRun) => Promise<void>): Promise<void>;
  /** Sends the job on a cron schedule kept in the database (survives restarts; one send per tick). */
  schedule<T extends object>(job: JobDefinition<T>, cron: string, data: T): Promise<void>;
  /** The jobs of a kind not done yet, soonest first (at most 1000): for the administrators' view of a queue. */
  pending<T extends object>(job: JobDefinition<T>): Promise<PendingJob<T>[]>;
  /** Each queue's jobs by state (pg-boss's own queues left out), for the administrators' health page. */
  stats(): Promise<QueueStats[]>;
  /** Throws unless pg-boss reaches its schema through its own connection (readiness, issue 20). */
  ping(): Promise<void>;
  /**
   * Puts a queue's failed jobs back in line through pg-boss's own retry; answers how many. Pass the
   * caller's transaction as `executeSql` to retry in it (with the audit entry that records it).
   */
  retryFailed(name: string, executeSql?: ExecuteSql): Promise<number>;
  /**
   * Stops taking jobs, waits for the handlers in flight (up to `STOP_TIMEOUT_MS`), then stops pg-boss
   * and waits for its last writes, so that nothing this queue started touches the database after.
   * `timeoutMs` shortens or lengthens that wait (a process's shutdown grace, issue 20).
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  readonly boss: PgBoss;
}

/** A job waiting (created, or failed and waiting for its retry) or running. */
export interface PendingJob<T> {
  data: T;
  state: "created" | "retry" | "active";
  /** Attempts that failed so far. */
  retryCount: number;
  /** When it runs (again): its delay, or its retry's backoff; past for a running job. */
  startAfter: Date;
  /** Real seconds from now until `startAfter` by the database's clock (0 once due), for callers on a scaled clock. */
  dueInSeconds: number;
}

/** One queue's jobs: waiting (created, or failed once and due again), running, and done in the last 24 hours (archived ones included). */
export interface QueueStats {
  name: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
  /** Failed jobs still in the job table (pg-boss archives them after 12 hours): what `retryFailed` puts back. */
  retryable: number;
}

export type QueueConnection = { connectionString: string } | { executeSql: ExecuteSql };

export interface QueueOptions {
  pollingIntervalSeconds?: number;
  /** How often expired jobs are failed (and so retried); pg-boss's default is 120. */
  maintenanceIntervalSeconds?: number;
  /** Deployment settings that replace a definition's own, by job name (e.g. from the configuration). */
  overrides?: Record<string, Partial<Omit<JobDefinition<object>, "name" | "payload">>>;
}

/** How long `stop()` waits for handlers in flight before abandoning them (like a worker that died). */
export const STOP_TIMEOUT_MS = 10_000;

/** Thrown back to pg-boss for a job fetched while the queue stops: it fails and is retried later. */
export class QueueStoppingError extends Error {
  constructor(name: string) {
    super(`the queue is stopping: ${name} is left for a retry`);
  }
}

/** The abort reason of a run that outlived its expiry (pg-boss fails it at that moment). */
export class JobExpiredError extends Error {
  constructor(
    name: string,
    readonly expireInSeconds: number,
  ) {
    super(`${name} ran past its expiry of ${expireInSeconds} s`);
  }
}

/** pg-boss's statements that complete or fail jobs by id (plans.js completeJobs, failJobsById): the ones it does not await. */
const COMPLETIONS = [/UPDATE \S+\.job\s+SET completed_on = now\(\)/, /DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\)/];
const isCompletion = (text: string) => COMPLETIONS.some((pattern) => pattern.test(text));

/** Waits for every promise in the set (also ones added meanwhile), at most until the deadline; true when all settled. */
async function drain(pending: Set<Promise<unknown>>, deadline: number): Promise<boolean> {
  while (pending.size > 0) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...pending]), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
    clearTimeout(timer);
  }
  return true;
}

export async function startQueue(connection: QueueConnection, { pollingIntervalSeconds = 1, maintenanceIntervalSeconds = 60, overrides = {} }: QueueOptions = {}): Promise<Queue> {
  const settled = <T extends object>(job: JobDefinition<T>): JobDefinition<T> => ({ ...job, ...overrides[job.name] });
  // What this queue has under way: handlers running, and pg-boss's statements on a connection it
  // shares with the product (it completes and fails jobs without awaiting them). `stop()` waits for both.
  const handlers = new Set<Promise<unknown>>();
  /** The runs under way, aborted when stop() abandons them. */
  const running = new Set<AbortController>();
  const statements = new Set<Promise<unknown>>();
  const track = <T>(pending: Set<Promise<unknown>>, work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.then(
      () => pending.delete(work),
      () => pending.delete(work),
    );
    return work;
  };
  let stopping = false;
  /** Once closed, a late statement of pg-boss's (an abandoned job's completion) is dropped instead of reaching a closed connection. */
  let closed = false;
  const boss =
    "connectionString" in connection
      ? new PgBoss({ connectionString: connection.connectionString, max: 4, maintenanceIntervalSeconds })
      : new PgBoss({ db: { executeSql: connection.executeSql }, maintenanceIntervalSeconds });
  const db = boss.getDb() as { executeSql(text: string, values?: unknown[]): Promise<unknown>; close?: () => Promise<void> };
  const execute = db.executeSql.bind(db);
  // pg-boss's own pool (a connection string) survives a restart of the database as the product's does.
  const run = "connectionString" in connection ? (text: string, values?: unknown[]) => retryLostConnection(() => execute(text, values)) : execute;
  db.executeSql = (text, values) => {
    // pg-boss reads a completion's answer as `rows[0].count`: an empty answer would throw there, unawaited.
    if (closed) return Promise.resolve({ rows: isCompletion(text) ? [{ count: "0" }] : [] });
    const statement = track(statements, run(text, values));
    if (!isCompletion(text)) return statement;
    // pg-boss completes and fails a job without awaiting it: a failure there (the database away for
    // longer than the retries) would end the process as an unhandled rejection. The job stays active
    // instead, expires and is retried; handlers are idempotent.
    return statement.catch((error: Error) => {
      console.error("[jobs] a job's completion was not recorded, it is retried after its expiry:", error.message);
      return { rows: [{ count: "0" }] };
    });
  };
  const closePool = db.close?.bind(db);
  if (closePool) {
    db.close = async () => {
      closed = true;
      await drain(statements, Date.now() + 5_000);
      await closePool();
    };
  }
  boss.on("error", (error) => console.error("[jobs]", error.message));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (job: JobDefinition<object>) => {
    if (created.has(job.name)) return;
    const options = {
      name: job.name,
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 10,
      retryBackoff: true,
      ...(job.policy ? { policy: job.policy } : {}),
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    };
    // Processes starting together create the same queues at once: pg-boss's create_queue attaches a
    // partition to its job table, and PostgreSQL may end one of two such transactions as a deadlock
    // (40P01). It was rolled back whole, so it runs again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(job.name, options);
        break;
      } catch (error) {
        if ((error as { code?: unknown }).code !== "40P01" || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
    created.add(job.name);
  };
  /** One run with its signal: aborted at the job's expiry, or by stop(). */
  const runOne = async <T>(name: string, data: T, expireInSeconds: number | undefined, handler: (data: T, run: JobRun) => Promise<void>) => {
    const controller = new AbortController();
    running.add(controller);
    const expiry = expireInSeconds ? setTimeout(() => controller.abort(new JobExpiredError(name, expireInSeconds)), expireInSeconds * 1000) : undefined;
    try {
      await handler(data, { signal: controller.signal });
    } finally {
      clearTimeout(expiry);
      running.delete(controller);
    }
  };
  return {
    boss,
    async send(definition, data, options = {}) {
      const job = settled(definition);
      await ensureQueue(job);
      return boss.send(job.name, data, {
        singletonKey: options.singletonKey,
        startAfter: options.startAfterSeconds,
        ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
      });
    },
    async work(definition, handler) {
      const job = settled(definition);
      await ensureQueue(job);
      // pg-boss 10 has no per-worker concurrency: several workers poll the same queue instead.
      for (let i = 0; i < (job.concurrency ?? 1); i += 1) {
        let workerId = "";
        workerId = await boss.work<typeof handler extends (d: infer D) => unknown ? D : never>(job.name, { pollingIntervalSeconds }, async (jobs) => {
          // A job fetched while stopping is not started: it fails now and is retried after the restart.
          if (stopping) throw new QueueStoppingError(job.name);
          // A job still running when stop() gives up is failed by pg-boss (and retried later); its late end changes nothing.
          await track(
            handlers,
            (async () => {
              for (const item of jobs) await runOne(job.name, item.data, item.expireInSeconds ?? job.expireInSeconds, handler);
            })(),
          );
          // A worker that found work asks again at once rather than waiting out its polling interval
          // (pg-boss 10 waits the rest of it even after a job): a backlog drains at the handlers' pace.
          if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
        });
      }
    },
    async pending<T extends object>(definition: JobDefinition<T>) {
      const { rows } = (await db.executeSql(
        `select data, state, retry_count, start_after, greatest(0, extract(epoch from start_after - now()))::float8 as due_in
           from pgboss.job where name = $1 and state in ('created', 'retry', 'active') order by start_after limit 1000`,
        [definition.name],
      )) as { rows: { data: T; state: PendingJob<T>["state"]; retry_count: number; start_after: Date | string; due_in: number }[] };
      return rows.map((row) => ({ data: row.data, state: row.state, retryCount: Number(row.retry_count), startAfter: new Date(row.start_after), dueInSeconds: Number(row.due_in) }));
    },
    async stats() {
      const { rows } = (await db.executeSql(
        `with recent as (
           select name, state, completed_on, true as in_queue from pgboss.job
           union all
           select name, state, completed_on, false from pgboss.archive where completed_on > now() - interval '24 hours'
         )
         select q.name,
                count(j.name) filter (where j.state in ('created', 'retry'))::int as waiting,
                count(j.name) filter (where j.state = 'active')::int as active,
                count(j.name) filter (where j.state = 'failed' and j.completed_on > now() - interval '24 hours')::int as failed,
                count(j.name) filter (where j.state = 'completed' and j.completed_on > now() - interval '24 hours')::int as completed,
                count(j.name) filter (where j.state = 'failed' and j.in_queue)::int as retryable
           from pgboss.queue q left join recent j on j.name = q.name
          where left(q.name, 10) <> '__pgboss__'
          group by q.name order by q.name`,
      )) as { rows: Array<{ name: string; waiting: number; active: number; failed: number; completed: number; retryable: number }> };
      return rows.map((row) => ({ name: row.name, waiting: Number(row.waiting), active: Number(row.active), failed: Number(row.failed), completed: Number(row.completed), retryable: Number(row.retryable) }));
    },
    async ping() {
      if (closed || !(await boss.isInstalled())) throw new Error("the job queue is not reachable");
    },
    async retryFailed(name, executeSql = db.executeSql.bind(db) as ExecuteSql) {
      const { rows } = await executeSql(`select id from pgboss.job where name = $1 and state = 'failed'`, [name]);
      if (rows.length === 0) return 0;
      // pg-boss 10 answers the update's count, though its types say void.
      const answer = (await boss.retry(name, rows.map((row) => String(row.id)), { db: { executeSql: (text, values) => executeSql(text, values) } })) as unknown as { affected?: number } | undefined;
      return answer?.affected ?? rows.length;
    },
    async schedule(definition, cron, data) {
      const job = settled(definition);
      await ensureQueue(job);
      await boss.schedule(job.name, cron, data, { tz: "UTC" });
    },
    async stop({ timeoutMs = STOP_TIMEOUT_MS } = {}) {
      if (stopping) return;
      stopping = true;
      const deadline = Date.now() + timeoutMs;
      await Promise.all([...created].map((name) => boss.offWork(name)));
      if (!(await drain(handlers, deadline))) {
        console.error(`[jobs] stopping with ${handlers.size} job(s) still running: they are retried after their expiry`);
        // Abandoned: their child processes are killed now rather than outliving the queue.
        for (const controller of running) controller.abort(new QueueStoppingError("a running job"));
      }
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, deadline - Date.now()) });
      // A connection shared with the product (PGlite, tests) stays open: the last writes land first.
      await drain(statements, Date.now() + 5_000);
      closed = true;
    },
  };
}
