import { eq, sql } from "drizzle-orm";
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
