import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { profiles, user } from "./schema";
import { testDatabaseKinds } from "./testing";

const kinds = await testDatabaseKinds();

describe.each(kinds)("database on $kind", ({ create }) => {
  it("applies the migrations and enforces the schema's constraints", async () => {
    const test = await create();
    try {
      const { db } = test.handle;
      await db.insert(user).values({ id: "u1", name: "Nova Quill", email: "nova@example.test" });
      await db.insert(profiles).values({ id: "u1", email: "nova@example.test" });
      const [row] = await db.select().from(profiles).where(eq(profiles.id, "u1"));
      expect(row.subscriptionTier).toBe("standard");
      expect(row.verified).toBe(false);
      // Unknown tiers, duplicate e-mails and orphan profiles are refused by the database itself.
      await expect(db.insert(profiles).values({ id: "u1", email: "x@example.test" })).rejects.toThrow();
      await expect(db.execute(sql`update profiles set subscription_tier = 'gold' where id = 'u1'`)).rejects.toThrow();
      await expect(db.insert(user).values({ id: "u2", name: "Other", email: "nova@example.test" })).rejects.toThrow();
      await expect(db.insert(profiles).values({ id: "missing", email: "m@example.test" })).rejects.toThrow();
      // Deleting the account removes the profile with it.
      await db.delete(user).where(eq(user.id, "u1"));
      expect(await db.select().from(profiles)).toHaveLength(0);
    } finally {
      await test.dispose();
    }
  });

  it("runs multi-statement batches and parameterised queries through executeSql", async () => {
    const test = await create();
    try {
      const result = await test.handle.executeSql("create table t (n int); insert into t values (1), (2); select count(*)::int as c from t");
      expect(result.rows[0]).toEqual({ c: 2 });
      const filtered = await test.handle.executeSql("select n from t where n > $1", [1]);
      expect(filtered.rows).toEqual([{ n: 2 }]);
    } finally {
      await test.dispose();
    }
  });
});

describe.each(kinds.filter((kind) => kind.kind === "postgres"))("a pool whose connections the server closed, on $kind", ({ create }) => {
  it("runs the next statements on new connections: a restarted database fails no query and ends no process", async () => {
    const test = await create();
    const admin = new pg.Client({ connectionString: test.url });
    try {
      await admin.connect();
      const { db, executeSql } = test.handle;
      for (let round = 0; round < 3; round += 1) {
        // Every connection of the pool (5) open and idle, then terminated as a server restart would.
        await Promise.all(Array.from({ length: 5 }, () => executeSql("select pg_sleep(0.02)")));
        const killed = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
        expect(killed.rowCount).toBe(5);
        // At once, before the pool has seen the connections close: each statement still answers.
        const answers = await Promise.all([
          ...Array.from({ length: 5 }, (_, n) => executeSql("select $1::int as n", [n]).then((result) => result.rows[0]!.n)),
          ...Array.from({ length: 5 }, (_, n) => db.execute(sql`select ${n + 5}::int as n`).then((result) => (result as unknown as { rows: { n: number }[] }).rows[0]!.n)),
        ]);
        expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
    } finally {
      await admin.end();
      await test.dispose();
    }
  });
});
