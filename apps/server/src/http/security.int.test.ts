// The HTTP layer's defences: foreign origins, the caller's address behind a proxy, suspended
// accounts and the crash-report limits.
import { readFileSync } from "node:fs";
import { accountRoutes, debugLogRoutes, profileRoutes } from "@unleak/contracts";
import { debugLogs, profiles, userBans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const evil = { origin: "https://evil.com" };

const crashReport = (message = "boom") => ({
  action: "render",
  tableName: "client",
  data: { message, timestamp: new Date().toISOString() },
});

describe.each(kinds)("HTTP hardening on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let nova: TestBrowser;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [nova] = await server.signedInBrowser("nova-security@example.test", "Nova Quill");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  describe("cross-site requests", () => {
    it("refuses state-changing requests from a foreign origin with a translated 403, whatever the body", async () => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" }));
      const attempts: Array<[string, RequestInit]> = [
        ["/api/profile/stage-names", { method: "PUT", headers: { ...evil, "content-type": "application/json" }, body: JSON.stringify({ names: ["Evil"] }) }],
        ["/api/scans", { method: "POST", headers: { ...evil, "content-type": "text/plain" }, body: JSON.stringify({ scope: "full" }) }],
        ["/api/references", { method: "POST", headers: evil, body: form }],
        ["/api/notifications/read", { method: "POST", headers: { origin: "null", "content-type": "application/x-www-form-urlencoded" }, body: "ids=" }],
      ];
      for (const [path, init] of attempts) {
        const response = await nova.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), "accept-language": "de" } });
        expect(response.status, path).toBe(403);
        const body = await response.json();
        expect(body.error.code, path).toBe("CROSS_SITE_REQUEST");
        expect(body.error.message, path).toContain("anderen Website");
      }
      const { stageNames } = await answerOf(profileRoutes.get, await nova.request("/api/profile"), 200);
      expect(stageNames.join()).not.toContain("Evil");
    });

    it("refuses a form post without any Origin but lets our own origin and reads through", async () => {
      const formWithoutOrigin = await server.app.request("http://localhost:3999/api/debug-logs", {
        method: "POST",
        headers: { "content-type": "text/plain", cookie: [...nova.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
        body: JSON.stringify(crashReport()),
      });
      expect(formWithoutOrigin.status).toBe(403);
      expect((await nova.request("/api/profile/stage-names", { method: "PUT", json: { names: ["Nova Quill"] } })).status).toBe(200);
      expect((await nova.request("/api/me", { headers: evil })).status).toBe(200);
    });

    it("answers better-auth's foreign-origin refusal in our translated shape, keeping its flat message for the forms", async () => {
      const response = await nova.request("/api/auth/sign-out", { method: "POST", headers: { ...evil, "accept-language": "fr" } });
      expect(response.status).toBe(403);
      const body = await response.json();
      expect(body.error.code).toBe("CROSS_SITE_REQUEST");
      expect(body.message).toBe(body.error.message);
      expect(body.message).toContain("autre site");
    });
  });

  describe("crash reports", () => {
    it("refuses an oversize report with a translated 413 and stores nothing", async () => {
      const before = (await server.runtime.db.select().from(debugLogs)).length;
      const response = await server.browser().request("/api/debug-logs", { json: crashReport("x".repeat(20_000)) });
      expect((await answerOf(debugLogRoutes.report, response, 413)).error.code).toBe("PAYLOAD_TOO_LARGE");
      expect((await server.runtime.db.select().from(debugLogs)).length).toBe(before);
    });

    it("takes the address the proxy appended, so rotating X-Forwarded-For does not lift the per-address limit", async () => {
      const visitor = server.browser("198.51.100.20");
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await visitor.request("/api/debug-logs", { json: crashReport(), headers: { "x-forwarded-for": `6.6.6.${i}` } });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = await visitor.request("/api/debug-logs", { json: crashReport() });
      expect((await answerOf(debugLogRoutes.report, refused, 429)).error.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("limits one account's reports across addresses", async () => {
      const [reporter] = await server.signedInBrowser("reporter-security@example.test");
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        // The same session from a new address each time, as a roaming phone would send.
        const roaming = server.browser(`192.0.2.${i + 1}`);
        for (const [name, value] of reporter.cookies) roaming.cookies.set(name, value);
        statuses.push((await roaming.request("/api/debug-logs", { json: crashReport() })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });

  describe("security headers", () => {
    it("sends a strict Content-Security-Policy and a Permissions-Policy", async () => {
      const response = await nova.request("/api/me");
      const csp = response.headers.get("content-security-policy") ?? "";
      const directive = (name: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? "";
      expect(directive("script-src")).toBe("script-src 'self'");
      expect(directive("worker-src")).toBe("worker-src 'self' blob:");
      expect(directive("object-src")).toBe("object-src 'none'");
      expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
    });

    it("keeps API answers out of caches unless the route chose otherwise", async () => {
      for (const path of ["/api/me", "/api/config", "/api/dashboard", "/api/nothing-here"]) {
        expect((await nova.request(path)).headers.get("cache-control"), path).toBe("no-store");
      }
      expect((await nova.request("/api/me", { method: "PUT", headers: evil })).headers.get("cache-control")).toBe("no-store");
    });

    it("has no inline script in the single-page app's page, which the policy would block", () => {
      const page = readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8");
      const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\ssrc="/);
        expect(body.trim()).toBe("");
      }
    });
  });

  describe("suspended accounts", () => {
    it("refuses every API but what the suspension screen and Settings need, for a ban row and for profiles.banned", async () => {
      for (const ban of ["user_bans", "profiles.banned"] as const) {
        const [banned, userId] = await server.signedInBrowser(`banned-${ban.replace(".", "-")}@example.test`);
        expect((await banned.request("/api/dashboard")).status).toBe(200);
        if (ban === "user_bans") await server.runtime.db.insert(userBans).values({ userId, banReason: "spam" });
        else await server.runtime.db.update(profiles).set({ banned: true }).where(eq(profiles.id, userId));

        for (const [path, init] of [
          ["/api/dashboard", {}],
          ["/api/leaks", {}],
          ["/api/scans", { json: { scope: "full" } }],
          ["/api/profile/stage-names", { method: "PUT", json: { names: ["Someone"] } }],
          ["/api/instant-scans", { json: { creatorName: "Someone" } }],
        ] as Array<[string, RequestInit & { json?: unknown }]>) {
          const response = await banned.request(path, { ...init, headers: { "accept-language": "es" } });
          expect(response.status, `${ban} ${path}`).toBe(403);
          const body = await response.json();
          expect(body.error).toEqual({ code: "ACCOUNT_SUSPENDED", message: "Tu cuenta está suspendida." });
        }
        expect((await answerOf(accountRoutes.me, await banned.request("/api/me"), 200)).profile.banned).toBe(true);
        expect((await banned.request("/api/config")).status).toBe(200);
        expect((await banned.request("/api/notifications")).status).toBe(200);
        expect((await banned.request("/api/notifications/read", { json: {} })).status).toBe(200);
        expect((await banned.request("/api/profile/language", { method: "PUT", json: { language: "de" } })).status).toBe(200);
        expect((await banned.request("/api/auth/sign-out", { method: "POST" })).status).toBe(200);
      }
      // Others are unaffected.
      expect((await nova.request("/api/dashboard")).status).toBe(200);
    });

    it("lets the account back in once the ban is lifted", async () => {
      const [lifted, userId] = await server.signedInBrowser("lifted-security@example.test");
      await server.runtime.db.insert(userBans).values({ userId, isActive: false, banReason: "old" });
      expect((await lifted.request("/api/dashboard")).status).toBe(200);
    });
  });
});
