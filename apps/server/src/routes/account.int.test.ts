import { accountRoutes, debugLogRoutes } from "@unleak/contracts";
import { debugLogs } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the signed-in user's own data on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: TestBrowser;
  let aliceId: string;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [alice, aliceId] = await server.signedInBrowser("alice@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("records crash reports from visitors and users", async () => {
    const report = { action: "crash", tableName: "client", data: { message: "boom", stack: "at X", componentStack: "in App", timestamp: new Date().toISOString(), userAgent: "test" } };
    expect(await answerOf(debugLogRoutes.report, await server.browser().request("/api/debug-logs", { json: report }), 201)).toEqual({ id: expect.any(String) });
    await answerOf(debugLogRoutes.report, await alice.request("/api/debug-logs", { json: report }), 201);
    const rows = await server.runtime.db.select().from(debugLogs);
    expect(rows.map((r) => r.userId).sort()).toEqual([aliceId, null].sort());
    expect(rows[0].data).toMatchObject({ message: "boom" });
    expect((await answerOf(debugLogRoutes.report, await alice.request("/api/debug-logs", { json: { action: "crash" } }), 422)).error.code).toBe("VALIDATION_FAILED");
  });

  it("tells the signed-in user who they are, and a visitor to sign in", async () => {
    const me = await answerOf(accountRoutes.me, await alice.request("/api/me"), 200);
    expect(me).toMatchObject({ user: { id: aliceId, email: "alice@example.test", emailVerified: true }, profile: { subscriptionTier: "standard", banned: false }, isAdmin: false, ban: null });
    expect((await answerOf(accountRoutes.me, await server.browser().request("/api/me"), 401)).error.code).toBe("UNAUTHENTICATED");
  });

  it("serves the public configuration and the version file", async () => {
    expect(await answerOf(accountRoutes.config, await server.browser().request("/api/config"), 200)).toEqual({
      googleEnabled: false,
      version: expect.any(String),
      supportChatUrl: null,
      supportEmail: null,
      marketingUrl: null,
    });
    const version = await server.browser().request("/version.json");
    expect(version.headers.get("cache-control")).toBe("no-store");
    expect(await version.json()).toEqual({ version: expect.any(String) });
  });

  it("serves private files only through unexpired signed URLs", async () => {
    const { storage } = server.runtime;
    await storage.put("logos", "onlyfans.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const url = storage.signedUrl("logos", "onlyfans.png", 3600);
    const ok = await server.browser().request(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/png");
    expect((await server.browser().request("/files/logos/onlyfans.png")).status).toBe(403);
    expect((await server.browser().request(url.replace(/signature=[^&]+/, "signature=forged"))).status).toBe(403);
    const expired = storage.signedUrl("logos", "onlyfans.png", 3600, Date.now() - 2 * 3600_000);
    expect((await server.browser().request(expired)).status).toBe(403);
  });

  it("gives a one-hour signed URL for a stored platform logo, and 404 for others", async () => {
    await server.runtime.storage.put("logos", "fansly.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const response = await server.browser().request("/api/platform-logos/fansly.png/signed-url");
    expect(response.status).toBe(200);
    const { url } = await response.json();
    const expires = Number(new URL(url, "http://x").searchParams.get("expires"));
    expect(expires - Date.now() / 1000).toBeGreaterThan(3590);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
    expect((await server.browser().request(url)).status).toBe(200);
    expect((await server.browser().request("/api/platform-logos/tiktok.png/signed-url")).status).toBe(404); // known platform, no stored logo
    expect((await server.browser().request("/api/platform-logos/..%2Fauth-secret/signed-url")).status).toBe(404);
  });
});
