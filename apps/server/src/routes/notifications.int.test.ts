import { notificationRoutes } from "@unleak/contracts";
import { notifications } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { createNotification } from "@unleak/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("a user's notifications on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: TestBrowser;
  let bob: TestBrowser;
  let aliceId: string;
  let bobId: string;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [alice, aliceId] = await server.signedInBrowser("alice@example.test");
    [bob, bobId] = await server.signedInBrowser("bob@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("lists the user's own and global notifications, never another user's", async () => {
    const db = server.runtime.db;
    const mine = await createNotification({ db, userId: aliceId, title: "Leak removed", message: "A copy was taken down." });
    await createNotification({ db, userId: bobId, title: "Bob only", message: "secret" });
    await createNotification({ db, userId: null, title: "Maintenance", message: "Tonight." });
    const body = await answerOf(notificationRoutes.list, await alice.request("/api/notifications"), 200);
    expect(body.notifications.map((n) => n.title).sort()).toEqual(["Leak removed", "Maintenance"]);
    expect(body.unread).toBe(2);

    // Bob can neither delete nor mark Alice's notification.
    expect((await bob.request(`/api/notifications/${mine.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await answerOf(notificationRoutes.markRead, await bob.request("/api/notifications/read", { json: { ids: [mine.id] } }), 200)).toEqual({ updated: 0 });
    const [row] = await db.select().from(notifications).where(eq(notifications.id, mine.id));
    expect(row.read).toBe(false);

    expect(await answerOf(notificationRoutes.markRead, await alice.request("/api/notifications/read", { json: { ids: [mine.id] } }), 200)).toEqual({ updated: 1 });
    expect((await answerOf(notificationRoutes.list, await alice.request("/api/notifications"), 200)).unread).toBe(1);
    expect((await alice.request(`/api/notifications/${mine.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await alice.request(`/api/notifications/${mine.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses visitors and bad input with a translated 4xx", async () => {
    const visitor = server.browser();
    const anonymous = await visitor.request("/api/notifications", { headers: { "accept-language": "de" } });
    expect((await answerOf(notificationRoutes.list, anonymous, 401)).error).toEqual({ code: "UNAUTHENTICATED", message: "Sie müssen angemeldet sein" });
    const malformed = await alice.request("/api/notifications/read", { method: "POST", body: "{oops", headers: { "content-type": "application/json" } });
    expect((await answerOf(notificationRoutes.markRead, malformed, 400)).error.code).toBe("INVALID_JSON");
    const wrongShape = await alice.request("/api/notifications/read", { json: { ids: ["not-a-uuid"] } });
    expect((await answerOf(notificationRoutes.markRead, wrongShape, 422)).error.code).toBe("VALIDATION_FAILED");
    expect((await answerOf(notificationRoutes.delete, await alice.request("/api/notifications/not-a-uuid", { method: "DELETE" }), 404)).error.code).toBe("NOT_FOUND");
    expect((await alice.request("/api/unknown")).status).toBe(404);
  });
});
