import { scans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMonitoredSites } from "./list-monitored-sites";
import { getPublicStats } from "./public-stats";

const kinds = await testDatabaseKinds();
const sandbox = { enabled: true, port: 4999 };

describe.each(kinds)("the monitored sites and public figures on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.dispose());

  it("dates the sites by the latest completed scan that covered them, ignoring unfinished and failed ones", async () => {
    const { db } = database.handle;
    expect((await listMonitoredSites({ db, sandbox })).sites.every((site) => site.health === "unknown")).toBe(true);
    const base = { clientKey: "v:test", kind: "instant" as const, scope: "preview" as const, subject: { names: ["Nova"] } };
    await db.insert(scans).values([
      { ...base, status: "completed" as const, finishedAt: new Date("2026-03-01T10:00:00Z"), result: { leakCount: 0, sitesScanned: 10, siteErrors: 0, byQuality: { exact: 0, high: 0, good: 0 }, platforms: [], samples: [] } },
      { ...base, clientKey: "v:other", status: "failed" as const, finishedAt: new Date("2026-03-05T10:00:00Z") },
    ]);
    const { target, sites } = await listMonitoredSites({ db, sandbox });
    expect(target).toBe("sandbox");
    const preview = sites.filter((site) => site.tier === "preview");
    expect(preview.length).toBeGreaterThan(0);
    for (const site of preview) expect(site).toMatchObject({ lastCrawledAt: "2026-03-01T10:00:00.000Z", health: "healthy" });
    for (const site of sites.filter((each) => each.tier !== "preview")) expect(site).toMatchObject({ lastCrawledAt: null, health: "unknown" });
  });

  it("counts the registry's sites as the list shows them", async () => {
    const { db } = database.handle;
    const { sites } = await listMonitoredSites({ db, sandbox });
    expect(await getPublicStats({ db, sandbox })).toEqual({ sites: sites.length, previewSites: sites.filter((site) => site.tier === "preview").length, creators: 0 });
  });
});
