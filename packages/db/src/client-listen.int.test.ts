// LISTEN through the database handle: the triggers' announcements arrive, a NOTIFY from another
// connection arrives (PostgreSQL), a dropped listening connection comes back, and stopping stops.
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { listenerOf } from "./client";
import { notifications, user } from "./schema";
import { testDatabaseKinds } from "./testing";

const kinds = await testDatabaseKinds();

/** Collects payloads; `next()` resolves with the next one (or one already received). */
function inbox() {
  const received: string[] = [];
  let waiting: ((payload: string) => void) | null = null;
  return {
    push(payload: string) {
      if (waiting) {
        const resolve = waiting;
        waiting = null;
        resolve(payload);
      } else received.push(payload);
    },
    next: () => new Promise<string>((resolve) => (received.length > 0 ? resolve(received.shift()!) : (waiting = resolve))),
    received,
  };
}

describe.each(kinds)("LISTEN on $kind", ({ kind, create }) => {
  it("receives the trigger's announcement of a notification insert, also from inside a transaction", async () => {
    const test = await create();
    try {
      const { db } = test.handle;
      const box = inbox();
      const unlisten = await listenerOf(db)("unleak_events", box.push);
      await db.insert(user).values({ id: "u1", name: "Nova", email: "nova@example.test" });
      const [row] = await db.insert(notifications).values({ notificationId: "n1", userId: "u1", title: "t", message: "m" }).returning();
      expect(JSON.parse(await box.next())).toEqual({ kind: "notification", userId: "u1", global: false, id: row.id });
      const inside = await db.transaction(async (tx) => (await tx.insert(notifications).values({ notificationId: "n2", userId: null, global: true, title: "t", message: "m" }).returning())[0]);
      expect(JSON.parse(await box.next())).toEqual({ kind: "notification", userId: null, global: true, id: inside.id });

      await unlisten();
      await db.execute(sql`select pg_notify('unleak_events', 'after')`);
      await db.execute(sql`select 1`);
      expect(box.received).toEqual([]);
    } finally {
      await test.dispose();
    }
  });

  it.runIf(kind === "postgres")("hears other connections and comes back after its connection is dropped", async () => {
    const test = await create();
    const other = new pg.Client({ connectionString: test.url });
    try {
      await other.connect();
      const box = inbox();
      const reconnected = vi.fn();
      await test.handle.listen("unleak_test_channel", box.push, { onReconnect: reconnected });
      await other.query("select pg_notify('unleak_test_channel', 'first')");
      expect(await box.next()).toBe("first");

      const { rows } = await other.query("select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and query ilike 'listen %'");
      expect(rows).toEqual([{ killed: true }]);
      await vi.waitFor(() => expect(reconnected).toHaveBeenCalledOnce(), { timeout: 10_000, interval: 50 });
      await other.query("select pg_notify('unleak_test_channel', 'after the drop')");
      expect(await box.next()).toBe("after the drop");
    } finally {
      await other.end();
      await test.dispose(); // closes the listening connection too, or dropping the database would wait for it
    }
  });
});
