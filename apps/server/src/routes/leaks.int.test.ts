// A creator's leak list and verdicts on stored leaks: strongest evidence first, picture and name
// evidence kept apart, whitelisted leaks under their filter, and a verdict undone.
import { dashboardRoutes, type Leak, leakRoutes } from "@unleak/contracts";
import { leaks, whitelistEntries } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { signUpVerified } from "../testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

const evidence = (url: string) => ({ url, title: "A page", fetchedAt: "2026-11-01T10:00:00.000Z", httpStatus: 200 });

describe.each(kinds)("a creator's leaks on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let nova: TestBrowser;
  let novaId: string;
  let other: TestBrowser;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [nova, novaId] = await signUpVerified(server, "nova-leaks@example.test");
    [other] = await signUpVerified(server, "other-leaks@example.test", server.browser(), "Other Person");
    const leak = (url: string, kind: "picture" | "name", quality: "exact" | "high" | "good", day: number) => ({
      userId: novaId,
      url,
      siteId: "erome",
      siteName: "EroMe",
      category: "leak-aggregator",
      title: url,
      kind,
      quality,
      distance: kind === "picture" ? 8 : null,
      evidence: evidence(url),
      firstSeenAt: new Date(Date.UTC(2026, 10, day)),
    });
    // The newest leak is the weakest: a name mention whose name matched exactly.
    await server.runtime.db.insert(leaks).values([
      leak("https://leaks.example/name-exact", "name", "exact", 20),
      leak("https://leaks.example/picture-good", "picture", "good", 19),
      leak("https://leaks.example/picture-exact-old", "picture", "exact", 2),
      leak("https://leaks.example/picture-exact-new", "picture", "exact", 10),
      leak("https://leaks.example/picture-high", "picture", "high", 15),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const list = async (query = "") => answerOf(leakRoutes.list, await nova.request(`/api/leaks?pageSize=100${query}`), 200);
  const dashboardOf = async () => answerOf(dashboardRoutes.get, await nova.request("/api/dashboard"), 200);

  it("lists the strongest picture evidence first, then recency, name mentions last", async () => {
    const { leaks: rows } = await list();
    expect(rows.map((row) => row.url.replace("https://leaks.example/", ""))).toEqual(["picture-exact-new", "picture-exact-old", "picture-high", "picture-good", "name-exact"]);
  });

  it("never gives a name mention a picture quality", async () => {
    const { leaks: rows } = await list();
    const name = rows.find((row) => row.kind === "name");
    expect(name).toMatchObject({ pictureMatch: null, nameMatch: { confidence: "exact" } });
    expect(name).not.toHaveProperty("quality");
    expect(rows[0]).toMatchObject({ pictureMatch: { quality: "exact", distance: 8 }, nameMatch: null });
    const exact = await list("&quality=exact");
    expect(exact.leaks.map((row) => row.kind)).toEqual(["picture", "picture"]);
    const names = await list("&quality=name");
    expect(names.leaks.map((row) => row.url)).toEqual(["https://leaks.example/name-exact"]);
  });

  it("shows one leak's evidence to its owner only", async () => {
    const [first] = (await list()).leaks;
    const detail = await answerOf(leakRoutes.get, await nova.request(`/api/leaks/${first.id}`), 200);
    expect(detail).toMatchObject({ id: first.id, evidence: evidence(first.url), matchedReference: null });
    expect((await answerOf(leakRoutes.get, await other.request(`/api/leaks/${first.id}`), 404)).error.code).toBe("NOT_FOUND");
  });

  it("shows a whitelisted leak under its filter and restores it, dropping it from the whitelist", async () => {
    const { leaks: rows } = await list();
    const target = rows.find((row) => row.url.endsWith("picture-high")) as Leak;
    const judged = await answerOf(leakRoutes.judge, await nova.request(`/api/leaks/${target.id}`, { method: "PATCH", json: { disposition: "false_match" } }), 200);
    expect(judged).toEqual({ id: target.id, disposition: "false_match", status: "whitelisted" });
    expect((await list()).leaks.map((row) => row.id)).not.toContain(target.id);
    const whitelisted = await list("&status=whitelisted");
    expect(whitelisted).toMatchObject({ total: 1, leaks: [{ id: target.id, status: "whitelisted", disposition: "false_match" }] });
    expect(await server.runtime.db.select().from(whitelistEntries).where(eq(whitelistEntries.userId, novaId))).toHaveLength(1);
    let dashboard = await dashboardOf();
    expect(dashboard).toMatchObject({ leaksFound: 4, leaksAwaitingReview: 4, leaksWhitelisted: 1 });

    expect((await answerOf(leakRoutes.restore, await other.request(`/api/leaks/${target.id}/restore`, { method: "POST" }), 404)).error.code).toBe("NOT_FOUND");
    expect((await nova.request(`/api/leaks/${"0".repeat(36)}/restore`, { method: "POST" })).status).toBe(404);
    const restored = await answerOf(leakRoutes.restore, await nova.request(`/api/leaks/${target.id}/restore`, { method: "POST" }), 200);
    expect(restored).toEqual({ id: target.id, disposition: null, status: "new" });
    expect((await list("&status=whitelisted")).total).toBe(0);
    expect((await list()).leaks.map((row) => row.id)).toContain(target.id);
    expect(await server.runtime.db.select().from(whitelistEntries).where(eq(whitelistEntries.userId, novaId))).toHaveLength(0);
    dashboard = await dashboardOf();
    expect(dashboard).toMatchObject({ leaksFound: 5, leaksAwaitingReview: 5, leaksWhitelisted: 0 });
    expect(dashboard.byPlatform).toEqual([{ siteId: "erome", siteName: "EroMe", category: "leak-aggregator", leaks: 5 }]);
  });
});
