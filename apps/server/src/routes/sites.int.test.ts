import { siteRoutes } from "@unleak/contracts";
import { profiles } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the public pages' figures on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const stats = async () => answerOf(siteRoutes.stats, await server.browser().request("/api/stats"), 200);

  it("counts the registry's sites, as GET /api/sites lists them, to anyone", async () => {
    const { sites } = await answerOf(siteRoutes.list, await server.browser().request("/api/sites"), 200);
    const figures = await stats();
    expect(figures.sites).toBe(sites.length);
    expect(figures.previewSites).toBe(sites.filter((site) => site.tier === "preview").length);
  });

  it("counts the creators with an account, leaving out suspended ones", async () => {
    const before = (await stats()).creators;
    const [, aliceId] = await server.signedInBrowser("alice-stats@example.test");
    await server.signedInBrowser("bob-stats@example.test");
    expect((await stats()).creators).toBe(before + 2);
    await server.runtime.db.update(profiles).set({ banned: true }).where(eq(profiles.id, aliceId));
    expect((await stats()).creators).toBe(before + 1);
  });
});
