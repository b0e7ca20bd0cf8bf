// The job queue: pg-boss on the product's own database (PGlite through its SQL adapter, or a
// PostgreSQL server). Jobs are small definitions; handlers are registered by whoever runs work.
import type { ExecuteSql } from "@unleak/db";
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
}

export interface Queue {
  send<T extends object>(job: JobDefinition<T>, data: T, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
  work<T extends object>(job: JobDefinition<T>, handler: (data: T) => Promise<void>): Promise<void>;
  /** Sends the job on a cron schedule kept in the database (survives restarts; one send per tick). */
  schedule<T extends object>(job: JobDefinition<T>, cron: string, data: T): Promise<void>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export type QueueConnection = { connectionString: string } | { executeSql: ExecuteSql };

export interface QueueOptions {
  pollingIntervalSeconds?: number;
  /** How often expired jobs are failed (and so retried); pg-boss's default is 120. */
  maintenanceIntervalSeconds?: number;
  /** Deployment settings that replace a definition's own, by job name (e.g. from the configuration). */
  overrides?: Record<string, Partial<Omit<JobDefinition<object>, "name" | "payload">>>;
}

export async function startQueue(connection: QueueConnection, { pollingIntervalSeconds = 1, maintenanceIntervalSeconds = 60, overrides = {} }: QueueOptions = {}): Promise<Queue> {
  const settled = <T extends object>(job: JobDefinition<T>): JobDefinition<T> => ({ ...job, ...overrides[job.name] });
  const boss =
    "connectionString" in connection
      ? new PgBoss({ connectionString: connection.connectionString, max: 4, maintenanceIntervalSeconds })
      : new PgBoss({ db: { executeSql: connection.executeSql }, maintenanceIntervalSeconds });
  boss.on("error", (error) => console.error("[jobs]", error.message));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (job: JobDefinition<object>) => {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 10,
      retryBackoff: true,
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    });
    created.add(job.name);
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
          for (const item of jobs) await handler(item.data);
          // A worker that found work asks again at once rather than waiting out its polling interval
          // (pg-boss 10 waits the rest of it even after a job): a backlog drains at the handlers' pace.
          if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
        });
      }
    },
    async schedule(definition, cron, data) {
      const job = settled(definition);
      await ensureQueue(job);
      await boss.schedule(job.name, cron, data, { tz: "UTC" });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
