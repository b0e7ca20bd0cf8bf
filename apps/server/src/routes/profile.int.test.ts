import { loginEvents, officialLinks } from "@unleak/db";
import { profileRoutes } from "@unleak/contracts";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the creator's account on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let nova: TestBrowser;
  let other: TestBrowser;
  let novaId: string;


  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [nova, novaId] = await server.signedInBrowser("nova-account@example.test", "Nova Quill");
    [other] = await server.signedInBrowser("other-account@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("replaces the official links with the non-empty, normalised selections", async () => {
    const first = await nova.request("/api/official-links", {
      method: "PUT",
      json: { selections: [{ platformId: "onlyfans", username: " @NovaQuill " }, { platformId: "tiktok", username: "nova.quill" }, { platformId: "instagram", username: "" }] },
    });
    expect((await answerOf(profileRoutes.replaceOfficialLinks, first, 200)).links).toEqual([
      { platform: "OnlyFans", url: "https://onlyfans.com/novaquill" },
      { platform: "TikTok", url: "https://www.tiktok.com/@nova.quill" },
    ]);
    const second = await nova.request("/api/official-links", {
      method: "PUT",
      json: { selections: [{ platformId: "custom", username: "https://novaquill.example/links" }] },
    });
    expect(second.status).toBe(200);
    const rows = await server.runtime.db.select().from(officialLinks).where(eq(officialLinks.userId, novaId));
    expect(rows.map((r) => [r.platform, r.url])).toEqual([["Custom Website", "https://novaquill.example/links"]]);
  });

  it("refuses invalid usernames, non-http URLs, duplicates and more than 10 platforms, keeping the saved links", async () => {
    const attempts = [
      { selections: [{ platformId: "onlyfans", username: "nova/quill" }] },
      { selections: [{ platformId: "custom", username: "javascript:alert(1)" }] },
      { selections: [{ platformId: "x", username: "a" }, { platformId: "x", username: "b" }] },
      { selections: [{ platformId: "nosuchsite", username: "nova" }] },
      { selections: Array.from({ length: 11 }, (_, i) => ({ platformId: ["onlyfans", "fansly", "x", "tiktok", "instagram", "telegram", "reddit", "youtube", "twitch", "chaturbate", "stripchat"][i], username: "nova" })) },
      { selections: [{ platformId: "x", username: "nova" }], userId: "someone-else" },
    ];
    for (const json of attempts) {
      const response = await nova.request("/api/official-links", { method: "PUT", json });
      expect((await answerOf(profileRoutes.replaceOfficialLinks, response, 422)).error.code, JSON.stringify(json)).toBe("VALIDATION_FAILED");
    }
    const rows = await server.runtime.db.select().from(officialLinks).where(eq(officialLinks.userId, novaId));
    expect(rows).toHaveLength(1);
  });

  it("computes the profile status from fields, niches, stage names and links", async () => {
    expect((await answerOf(profileRoutes.get, await nova.request("/api/profile"), 200)).status).toBe("Incomplete");
    const patch = await nova.request("/api/profile", {
      method: "PATCH",
      json: { firstName: "Nova", lastName: "Quill", dateOfBirth: "1995-04-01", address: "1 Main St", postalCode: "10115", city: "Berlin", country: "Germany", phone: "+49 30 123456" },
    });
    expect((await answerOf(profileRoutes.update, patch, 200)).status).toBe("Incomplete");
    await nova.request("/api/profile/niches", { method: "PUT", json: { niches: ["Cosplay", "cosplay", "Fitness"] } });
    const named = await nova.request("/api/profile/stage-names", { method: "PUT", json: { names: ["Nova Quill"] } });
    const body = await answerOf(profileRoutes.replaceStageNames, named, 200);
    expect(body.niches).toEqual(["Cosplay", "Fitness"]);
    expect(body.status).toBe("Complete");
    expect(body.profile).toMatchObject({ city: "Berlin", phone: "+49 30 123456" });
    // Another user's profile is untouched and still incomplete.
    expect((await answerOf(profileRoutes.get, await other.request("/api/profile"), 200)).status).toBe("Incomplete");
  });

  it("refuses an over-long name and unknown fields", async () => {
    expect((await nova.request("/api/profile", { method: "PATCH", json: { firstName: "x".repeat(61) } })).status).toBe(422);
    expect((await nova.request("/api/profile", { method: "PATCH", json: { subscriptionTier: "elite" } })).status).toBe(422);
    expect((await nova.request("/api/profile", { method: "PATCH", json: { dateOfBirth: "yesterday" } })).status).toBe(422);
    expect((await answerOf(profileRoutes.get, await nova.request("/api/profile"), 200)).profile.subscriptionTier).toBe("standard");
  });

  it("records the plan chosen at the end of onboarding", async () => {
    expect((await nova.request("/api/onboarding/plan", { method: "PUT", json: { plan: "pro" } })).status).toBe(200);
    expect((await answerOf(profileRoutes.get, await nova.request("/api/profile"), 200)).profile.selectedPlan).toBe("pro");
    expect((await nova.request("/api/onboarding/plan", { method: "PUT", json: { plan: "gold" } })).status).toBe(422);
  });

  it("tracks a restored session with the request's own address and browser", async () => {
    const response = await nova.request("/api/login-tracking", { method: "POST", headers: { "user-agent": "Mozilla/5.0 Test" } });
    expect(response.status).toBe(204);
    const [event] = await server.runtime.db.select().from(loginEvents).where(eq(loginEvents.userId, novaId)).orderBy(desc(loginEvents.createdAt)).limit(1);
    expect(event).toMatchObject({ kind: "session_restored", userAgent: "Mozilla/5.0 Test", ipAddress: expect.stringMatching(/^203\.0\.113\./) });
    expect((await server.browser().request("/api/login-tracking", { method: "POST" })).status).toBe(401);
  });
});
