import { testDatabaseKinds } from "@unleak/db/testing";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { JobExpiredError, startQueue } from "./queue";

const kinds = await testDatabaseKinds();
const echoJob = { name: "echo", retryLimit: 3, retryDelaySeconds: 1 };

describe.each(kinds)("job queue on $kind", ({ kind, create }) => {
  it("runs each job, retries failures and survives a restart of the queue", async () => {
    const test = await create();
    const connection = kind === "postgres" ? { connectionString: test.url! } : { executeSql: test.handle.executeSql };
    try {
      const first = await startQueue(connection, { pollingIntervalSeconds: 0.5 });
      // Sent while no worker runs: must wait in the database for the next one.
      await first.send(echoJob, { n: 1 });
      await first.stop();

      const second = await startQueue(connection, { pollingIntervalSeconds: 0.5 });
      const seen: number[] = [];
      let failOnce = true;
      await second.work<{ n: number }>(echoJob, async ({ n }) => {
        if (n === 2 && failOnce) {
          failOnce = false;
          throw new Error("transient");
        }
        seen.push(n);
      });
      await second.send(echoJob, { n: 2 });
      await expect.poll(() => [...seen].sort(), { timeout: 30_000, interval: 200 }).toEqual([1, 2]);
      await second.stop();
    } finally {
      await test.dispose();
    }
  });

  it("aborts a run's signal at its expiry, so that what it started (ffmpeg) can be killed", async () => {
    const test = await create();
    const connection = kind === "postgres" ? { connectionString: test.url! } : { executeSql: test.handle.executeSql };
    const slowJob = { name: "slow", retryLimit: 0, expireInSeconds: 1 };
    try {
      const queue = await startQueue(connection, { pollingIntervalSeconds: 0.5 });
      const reasons: unknown[] = [];
      // Never ends on its own: only the signal ends it.
      await queue.work<{ n: number }>(slowJob, (_data, { signal }) => new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(void reasons.push(signal.reason)))));
      await queue.send(slowJob, { n: 1 });
      await expect.poll(() => reasons.length, { timeout: 30_000, interval: 100 }).toBe(1);
      expect(reasons[0]).toBeInstanceOf(JobExpiredError);
      await queue.stop();
    } finally {
      await test.dispose();
    }
  });

  it("keeps one waiting job per key on a 'short' queue, and takes the next once it ran", async () => {
    const test = await create();
    const connection = kind === "postgres" ? { connectionString: test.url! } : { executeSql: test.handle.executeSql };
    const watchJob = { name: "watch", policy: "short" as const };
    try {
      const queue = await startQueue(connection, { pollingIntervalSeconds: 0.5 });
      expect(await queue.send(watchJob, { n: 1 }, { singletonKey: "a", startAfterSeconds: 1 })).toEqual(expect.any(String));
      // The first still waits: a second send under its key is dropped, another key is not.
      expect(await queue.send(watchJob, { n: 2 }, { singletonKey: "a" })).toBeNull();
      expect(await queue.send(watchJob, { n: 3 }, { singletonKey: "b" })).toEqual(expect.any(String));
      const seen: number[] = [];
      await queue.work<{ n: number }>(watchJob, async ({ n }) => void seen.push(n));
      await expect.poll(() => [...seen].sort(), { timeout: 30_000, interval: 200 }).toEqual([1, 3]);
      expect(await queue.send(watchJob, { n: 4 }, { singletonKey: "a" })).toEqual(expect.any(String));
      await expect.poll(() => [...seen].sort(), { timeout: 30_000, interval: 200 }).toEqual([1, 3, 4]);
      await queue.stop();
    } finally {
      await test.dispose();
    }
  });
});

describe.each(kinds.filter((kind) => kind.kind === "postgres"))("job queue while the database restarts, on $kind", ({ create }) => {
  it.each(["connectionString", "executeSql"] as const)("records each job's end once its connections are gone (%s): nothing runs twice, the process goes on", async (mode) => {
    const test = await create();
    const admin = new pg.Client({ connectionString: test.url });
    await admin.connect();
    const queue = await startQueue(mode === "connectionString" ? { connectionString: test.url! } : { executeSql: test.handle.executeSql }, { pollingIntervalSeconds: 0.5 });
    try {
      const runs: number[] = [];
      await queue.work<{ n: number }>(echoJob, async ({ n }) => {
        runs.push(n);
        // The database "restarts" while the job runs: pg-boss then records its end on a connection the server closed.
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
      });
      for (const n of [1, 2, 3]) await queue.send(echoJob, { n });
      await expect.poll(async () => (await admin.query("select count(*)::int as n from pgboss.job where name = 'echo' and state = 'completed'")).rows[0].n, { timeout: 30_000, interval: 200 }).toBe(3);
      expect([...runs].sort()).toEqual([1, 2, 3]);
    } finally {
      await queue.stop();
      await admin.end();
      await test.dispose();
    }
  }, 60_000);
});
