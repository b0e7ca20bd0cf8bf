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
}

export interface Queue {
  send<T extends object>(job: JobDefinition<T>, data: T, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
  work<T extends object>(job: JobDefinition<T>, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

export type QueueConnection = { connectionString: string } | { executeSql: ExecuteSql };

export async function startQueue(connection: QueueConnection, { pollingIntervalSeconds = 1 } = {}): Promise<Queue> {
  const boss =
    "connectionString" in connection
      ? new PgBoss({ connectionString: connection.connectionString, max: 4 })
      : new PgBoss({ db: { executeSql: connection.executeSql } });
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
    });
    created.add(job.name);
  };
  return {
    boss,
    async send(job, data, options = {}) {
      await ensureQueue(job);
      return boss.send(job.name, data, { singletonKey: options.singletonKey, startAfter: options.startAfterSeconds });
    },
    async work(job, handler) {
      await ensureQueue(job);
      await boss.work<typeof handler extends (d: infer D) => unknown ? D : never>(job.name, { pollingIntervalSeconds }, async (jobs) => {
        for (const item of jobs) await handler(item.data);
      });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
