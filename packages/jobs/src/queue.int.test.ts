import { testDatabaseKinds } from "@unleak/db/testing";
import { describe, expect, it } from "vitest";
import { startQueue } from "./queue";

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
});
