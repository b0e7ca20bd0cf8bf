// Live events (issue 15) through GET /api/events: a user's own notifications and the global ones
// arrive on their open stream, never another user's; a second server on the same PostgreSQL
// database hears inserts made through the first, and a stream hears a notification inserted by
// another OS process (LISTEN/NOTIFY); a signed-out or
// suspended user's stream ends; a burst beyond 10 a second is coalesced into a resync; a global
// notification is read and deleted per user.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Notification, notificationRoutes } from "@unleak/contracts";
import { createNotification } from "@unleak/core";
import { notifications, openDatabase, profiles } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "./testing/test-server";
import { type LiveMessage, openLiveStream } from "./testing/live-stream";

const kinds = await testDatabaseKinds();
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

describe.each(kinds)("live events on $kind", ({ kind, create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: TestBrowser;
  let bob: TestBrowser;
  let aliceId: string;
  let bobId: string;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { RUN_WORKER: "false" });
    [alice, aliceId] = await server.signedInBrowser("alice-live@example.test");
    [bob, bobId] = await server.signedInBrowser("bob-live@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("sends a user their own notifications and the global ones, never another user's", async () => {
    const [aliceStream, bobStream] = [await openLiveStream(alice), await openLiveStream(bob)];
    try {
      const db = server.runtime.db;
      const own = await createNotification({ db, userId: aliceId, title: "Leak removed", message: "A copy was taken down." });
      const global = await createNotification({ db, userId: null, title: "Maintenance", message: "Tonight." });

      const first = await aliceStream.next();
      expect(first?.event).toBe("notification");
      expect(first?.data).toEqual({ id: own.id, notificationId: own.notificationId, title: "Leak removed", message: "A copy was taken down.", read: false, global: false, createdAt: own.createdAt.toISOString() } satisfies Notification);
      expect(await aliceStream.next()).toMatchObject({ event: "notification", data: { id: global.id, global: true, title: "Maintenance" } });
      // Bob's first event is the global one: Alice's, inserted before it, never reached him.
      expect(await bobStream.next()).toMatchObject({ event: "notification", data: { id: global.id } });

      await db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, bobId));
      await createNotification({ db, userId: aliceId, title: "After", message: "the profile change" });
      expect(await aliceStream.next()).toMatchObject({ event: "notification", data: { title: "After" } }); // not Bob's profile event
      expect(await bobStream.next()).toEqual({ event: "profile", data: { kind: "profile" } });
    } finally {
      await aliceStream.close();
      await bobStream.close();
    }
  });

  it("refuses a visitor", async () => {
    const response = await server.browser().request("/api/events", { headers: { "accept-language": "de" } });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe("Sie müssen angemeldet sein");
  });

  it("ends a signed-out user's stream before delivering anything more", async () => {
    const [carol, carolId] = await server.signedInBrowser("carol-live@example.test");
    const stream = await openLiveStream(carol);
    expect((await carol.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
    await createNotification({ db: server.runtime.db, userId: carolId, title: "Too late", message: "signed out" });
    expect(await stream.next()).toBeNull();
    await stream.ended;
  });

  it("ends a suspended user's stream when the ban is set", async () => {
    const [dave, daveId] = await server.signedInBrowser("dave-live@example.test");
    const stream = await openLiveStream(dave);
    await server.runtime.db.update(profiles).set({ banned: true }).where(eq(profiles.id, daveId));
    expect(await stream.next()).toBeNull();
    expect((await dave.request("/api/events")).status).toBe(403);
  });

  it("coalesces more than 10 events a second into a resync", async () => {
    const stream = await openLiveStream(alice);
    try {
      await server.runtime.db.insert(notifications).values(Array.from({ length: 15 }, (_, i) => ({ notificationId: `burst-${kind}-${i}`, userId: aliceId, title: `Burst ${i}`, message: "m" })));
      const delivered: LiveMessage[] = [];
      for (let message = await stream.next(); message && message.event !== "resync"; message = await stream.next()) delivered.push(message);
      expect(delivered.length).toBeLessThanOrEqual(10);
      expect(delivered.every((m) => m.event === "notification")).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it("marks read and deletes a global notification for the caller only", async () => {
    const global = await createNotification({ db: server.runtime.db, userId: null, title: "Shared", message: "for everybody" });
    const unreadOf = async (browser: TestBrowser) => (await answerOf(notificationRoutes.list, await browser.request("/api/notifications"), 200)).unread;
    const bobBefore = await unreadOf(bob);
    const aliceBefore = await unreadOf(alice);
    expect(await answerOf(notificationRoutes.markRead, await alice.request("/api/notifications/read", { json: { ids: [global.id] } }), 200)).toEqual({ updated: 1 });
    expect(await unreadOf(alice)).toBe(aliceBefore - 1);
    expect(await unreadOf(bob)).toBe(bobBefore);

    expect((await bob.request(`/api/notifications/${global.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await answerOf(notificationRoutes.list, await bob.request("/api/notifications"), 200)).notifications.map((n) => n.id)).not.toContain(global.id);
    expect(await unreadOf(bob)).toBe(bobBefore - 1);
    expect((await bob.request(`/api/notifications/${global.id}`, { method: "DELETE" })).status).toBe(404);
    const aliceList = await answerOf(notificationRoutes.list, await alice.request("/api/notifications"), 200);
    expect(aliceList.notifications.find((n) => n.id === global.id)?.read).toBe(true);

    // "Mark all as read" includes the global ones.
    await createNotification({ db: server.runtime.db, userId: null, title: "Another", message: "shared" });
    await alice.request("/api/notifications/read", { json: {} });
    expect(await unreadOf(alice)).toBe(0);
  });

  it.runIf(kind === "postgres")("reaches a stream on a second server in this process (its own pool and listener) through LISTEN/NOTIFY", async () => {
    // Its own pool and listening connection, as another process would have.
    const handle = await openDatabase({ databaseUrl: database.url!, poolSize: 2 });
    const second = await startTestServer({ kind: "postgres", handle, url: database.url, dispose: () => handle.close() }, { RUN_WORKER: "false" });
    try {
      const [erin, erinId] = await second.signedInBrowser("erin-live@example.test");
      const stream = await openLiveStream(erin);
      const inserted = await createNotification({ db: server.runtime.db, userId: erinId, title: "From the first", message: "process" });
      expect(await stream.next()).toMatchObject({ event: "notification", data: { id: inserted.id, title: "From the first" } });
      await stream.close();
    } finally {
      await second.stop();
      await handle.close();
    }
  });

  it.runIf(kind === "postgres")("reaches a stream with a notification inserted by another OS process", async () => {
    const [fay, fayId] = await server.signedInBrowser("fay-live@example.test");
    const stream = await openLiveStream(fay);
    try {
      // Another process with its own connection: only the database connects it to this server.
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "apps/server/src/testing/notify-from-another-process.ts"], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: database.url!, USER_ID: fayId, TITLE: "From another process" },
        timeout: 60_000,
      });
      const inserted = JSON.parse(stdout.trim()) as { id: string; pid: number };
      expect(inserted.pid).not.toBe(process.pid);
      expect(await stream.next()).toMatchObject({ event: "notification", data: { id: inserted.id, title: "From another process", message: `pid ${inserted.pid}` } });
    } finally {
      await stream.close();
    }
  });
});
