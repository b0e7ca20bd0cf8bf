// Broadcasts (issue 16): an administrator's global notification reaches two signed-in users live,
// each in their own language, and stays in both lists; a plan's broadcast reaches only that plan's
// users, one user's only them; each is in the audit log and the list of broadcasts; creators may
// not send, and every language is required.
import { adminRoutes, broadcastRoutes as routes, notificationRoutes, type SendBroadcast } from "@unleak/contracts";
import { notifications, profiles, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";
import { openLiveStream } from "../testing/live-stream";

const kinds = await testDatabaseKinds();

/** The same text in each language, marked with the language so a test sees which one arrived. */
function textsOf(title: string, message: string): SendBroadcast["texts"] {
  const text = (language: string) => ({ title: `${title} (${language})`, message: `${message} (${language})` });
  return { en: text("en"), de: text("de"), es: text("es"), fr: text("fr") };
}

describe.each(kinds)("broadcasts on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: TestBrowser;
  let greta: TestBrowser;
  let gretaId: string;
  let eric: TestBrowser;
  let ericId: string;

  const send = (browser: TestBrowser, body: unknown) => browser.request("/api/admin/broadcasts", { json: body });
  const listOf = async (browser: TestBrowser, language: string) =>
    (await answerOf(notificationRoutes.list, await browser.request("/api/notifications", { headers: { "accept-language": language } }), 200)).notifications;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "broadcaster@example.test", RUN_WORKER: "false" });
    [admin] = await server.signedInAdmin("broadcaster@example.test");
    [greta, gretaId] = await server.signedInBrowser("greta-broadcast@example.test");
    [eric, ericId] = await server.signedInBrowser("eric-broadcast@example.test");
    // Greta uses the app in German (the settings' language switch keeps it on her profile) and pays for Pro.
    expect((await greta.request("/api/profile/language", { method: "PUT", json: { language: "de" } })).status).toBe(200);
    await server.runtime.db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, gretaId));
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("delivers a global notification live to two signed-in users, each in their language, and lists it for both", async () => {
    const [gretaStream, ericStream] = [await openLiveStream(greta), await openLiveStream(eric)];
    try {
      const sent = await answerOf(routes.send, await send(admin, { audience: { kind: "all" }, texts: textsOf("Maintenance tonight", "The app rests from 2 to 3.") }), 201);
      const [{ accounts }] = await server.runtime.db.select({ accounts: count() }).from(user);
      expect(sent.recipients).toBe(accounts);

      expect(await gretaStream.next()).toMatchObject({ event: "notification", data: { global: true, title: "Maintenance tonight (de)", message: "The app rests from 2 to 3. (de)" } });
      expect(await ericStream.next()).toMatchObject({ event: "notification", data: { global: true, title: "Maintenance tonight (en)", message: "The app rests from 2 to 3. (en)" } });

      // One row for everybody, English in its own columns, the others beside it.
      const rows = await server.runtime.db.select().from(notifications).where(like(notifications.notificationId, `broadcast:${sent.id}%`));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ global: true, userId: null, title: "Maintenance tonight (en)", translations: { de: { title: "Maintenance tonight (de)" }, fr: { title: "Maintenance tonight (fr)" } } });

      expect((await listOf(greta, "de")).map((n) => n.title)).toContain("Maintenance tonight (de)");
      expect((await listOf(eric, "en")).map((n) => n.title)).toContain("Maintenance tonight (en)");
      expect((await listOf(eric, "es")).map((n) => n.title)).toContain("Maintenance tonight (es)");
    } finally {
      await gretaStream.close();
      await ericStream.close();
    }
  });

  it("sends a plan's broadcast to that plan's users only, and one user's to them only", async () => {
    const [gretaStream, ericStream] = [await openLiveStream(greta), await openLiveStream(eric)];
    try {
      const tier = await answerOf(routes.send, await send(admin, { audience: { kind: "tier", tier: "pro" }, texts: textsOf("Pro news", "Hourly scans.") }), 201);
      expect(tier.recipients).toBe(1);
      const single = await answerOf(routes.send, await send(admin, { audience: { kind: "user", userId: ericId }, texts: textsOf("Just for you", "Hello Eric.") }), 201);
      expect(single.recipients).toBe(1);

      expect(await gretaStream.next()).toMatchObject({ event: "notification", data: { global: false, title: "Pro news (de)" } });
      // Eric's first event is his own: the plan's broadcast, sent before it, never reached him.
      expect(await ericStream.next()).toMatchObject({ event: "notification", data: { global: false, title: "Just for you (en)" } });

      const tierRows = await server.runtime.db.select({ userId: notifications.userId }).from(notifications).where(like(notifications.notificationId, `broadcast:${tier.id}:%`));
      expect(tierRows).toEqual([{ userId: gretaId }]);
      expect((await listOf(eric, "en")).map((n) => n.title)).not.toContain("Pro news (en)");
      expect((await listOf(greta, "de")).map((n) => n.title)).not.toContain("Just for you (de)");
    } finally {
      await gretaStream.close();
      await ericStream.close();
    }
  });

  it("records each broadcast in the audit log and lists the newest first", async () => {
    const audit = await answerOf(adminRoutes.auditLog, await admin.request("/api/admin/audit-log?action=broadcast.send"), 200);
    expect(audit.entries.map((entry) => entry.details.title)).toEqual(["Just for you (en)", "Pro news (en)", "Maintenance tonight (en)"]);
    expect(audit.entries[0]).toMatchObject({ actorEmail: "broadcaster@example.test", targetUserId: ericId, details: { audience: { kind: "user", userId: ericId }, recipients: 1 } });
    expect(audit.entries[2]!.details).toMatchObject({ audience: { kind: "all" }, notificationIds: [expect.any(String)] });

    const { broadcasts } = await answerOf(routes.list, await admin.request("/api/admin/broadcasts"), 200);
    expect(broadcasts.map(({ audience, title, recipients, sentBy }) => ({ audience, title, recipients, sentBy }))).toEqual([
      { audience: { kind: "user", userId: ericId }, title: "Just for you (en)", recipients: 1, sentBy: "broadcaster@example.test" },
      { audience: { kind: "tier", tier: "pro" }, title: "Pro news (en)", recipients: 1, sentBy: "broadcaster@example.test" },
      { audience: { kind: "all" }, title: "Maintenance tonight (en)", recipients: expect.any(Number), sentBy: "broadcaster@example.test" },
    ]);
  });

  it("refuses creators, a missing language, too long a title and an unknown user", async () => {
    const texts = textsOf("Hello", "World");
    expect((await answerOf(routes.send, await send(eric, { audience: { kind: "all" }, texts }), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.list, await eric.request("/api/admin/broadcasts"), 403)).error.code).toBe("FORBIDDEN");
    const { fr: _fr, ...withoutFrench } = texts;
    const missing = await answerOf(routes.send, await send(admin, { audience: { kind: "all" }, texts: withoutFrench }), 422);
    expect(missing.error.details?.fields).toEqual([expect.objectContaining({ path: "texts.fr" })]);
    expect((await send(admin, { audience: { kind: "all" }, texts: { ...texts, de: { title: "x".repeat(121), message: "m" } } })).status).toBe(422);
    expect((await send(admin, { audience: { kind: "tier", tier: "top" }, texts })).status).toBe(422);
    expect((await answerOf(routes.send, await send(admin, { audience: { kind: "user", userId: "nobody" }, texts }), 404)).error.code).toBe("NOT_FOUND");
    // Nothing of these reached anybody.
    expect(await server.runtime.db.select().from(notifications).where(eq(notifications.title, "Hello (en)"))).toEqual([]);
  });
});
