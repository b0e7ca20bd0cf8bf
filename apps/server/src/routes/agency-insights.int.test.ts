// An agency's analytics over HTTP (issue 17): two agencies with creators on each, leaks and their
// removals inserted. Checked: only the creators active on the caller's roster count (never another
// agency's, never one who left), the cohort of the period (first seen in it, not whitelisted), what
// "removed" means (confirmed by the period's end; delisted never), the removal rate and median time
// overall and per site, the weeks, the loss prevented by each creator's damage model, the CSV with
// its escaping, and who may ask.
import { agencyInsightRoutes } from "@unleak/contracts";
import { agencies, agencyCreators, agencyMembers, leaks, scans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { DEFAULT_DAMAGE_ASSUMPTIONS } from "@unleak/scanner";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const at = (time: string) => new Date(`2026-01-${time}Z`);
const PERIOD = "from=2026-01-05&to=2026-01-25";

describe.each(kinds)("agency analytics on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let ownerA: TestBrowser;
  let viewerA: TestBrowser;
  let ownerB: TestBrowser;
  let creator: TestBrowser;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    const { db } = server.runtime;
    let ownerAId: string, viewerAId: string, ownerBId: string;
    [ownerA, ownerAId] = await server.signedInBrowser("insights-owner-a@example.test");
    [viewerA, viewerAId] = await server.signedInBrowser("insights-viewer-a@example.test");
    [ownerB, ownerBId] = await server.signedInBrowser("insights-owner-b@example.test");
    let nova: string;
    [creator, nova] = await server.signedInBrowser("insights-nova@example.test", '=Nova, "the" Quill');
    const [, ada] = await server.signedInBrowser("insights-ada@example.test", "Ada Lovelace");
    const [, gone] = await server.signedInBrowser("insights-gone@example.test", "Gone Creator");
    const [, zoe] = await server.signedInBrowser("insights-zoe@example.test", "Zoe Park");
    const [, bea] = await server.signedInBrowser("insights-bea@example.test", "Bea of B");

    const [a, b] = await db
      .insert(agencies)
      .values([
        { name: "Agency A", contactName: "Owner A", contactEmail: "insights-owner-a@example.test" },
        { name: "Agency B", contactName: "Owner B", contactEmail: "insights-owner-b@example.test" },
      ])
      .returning({ id: agencies.id });
    await db.insert(agencyMembers).values([
      { agencyId: a!.id, userId: ownerAId, role: "owner" },
      { agencyId: a!.id, userId: viewerAId, role: "viewer" },
      { agencyId: b!.id, userId: ownerBId, role: "owner" },
    ]);
    const onRoster = (agencyId: string, creatorId: string, status: "active" | "left" = "active") => ({ agencyId, creatorId, inviteEmail: `${creatorId}@example.test`, status, acceptedAt: at("01T00:00:00") });
    await db.insert(agencyCreators).values([onRoster(a!.id, nova), onRoster(a!.id, ada), onRoster(a!.id, gone, "left"), onRoster(a!.id, zoe), onRoster(b!.id, bea)]);

    const evidence = { kind: "name", matchedName: "Nova", snippet: "Nova", title: "Nova", fetchedAt: "2026-01-01T00:00:00.000Z", httpStatus: 200 } as never;
    let n = 0;
    const leak = (userId: string, site: "leakbox" | "erome", values: Partial<typeof leaks.$inferInsert> & { firstSeenAt: Date }) => ({
      userId,
      url: `https://${site}.example/${(n += 1)}`,
      siteId: site,
      siteName: site === "leakbox" ? "LeakBox" : "EroMe",
      category: "tube",
      title: "Leak",
      kind: "picture" as const,
      quality: "exact" as const,
      evidence,
      ...values,
    });
    await db.insert(leaks).values([
      // Nova (A): removed in 30 h and in 120 h; delisted only; not requested; removed only after the period; whitelisted; found before the period.
      leak(nova, "leakbox", { firstSeenAt: at("06T10:00:00"), status: "removed", trackingSince: at("06T00:00:00"), removedAt: at("07T06:00:00") }),
      leak(nova, "leakbox", { firstSeenAt: at("07T10:00:00"), status: "removed", category: "forum", quality: "high", trackingSince: at("08T00:00:00"), removedAt: at("13T00:00:00") }),
      leak(nova, "erome", { firstSeenAt: at("13T10:00:00"), status: "delisted", trackingSince: at("13T12:00:00") }),
      leak(nova, "erome", { firstSeenAt: at("14T10:00:00"), status: "new" }),
      leak(nova, "leakbox", { firstSeenAt: at("20T10:00:00"), status: "removed", trackingSince: at("20T12:00:00"), removedAt: at("27T00:00:00") }),
      leak(nova, "leakbox", { firstSeenAt: at("08T10:00:00"), status: "removed", disposition: "false_match", trackingSince: at("08T12:00:00"), removedAt: at("09T00:00:00") }),
      leak(nova, "leakbox", { firstSeenAt: new Date("2025-12-20T10:00:00Z"), status: "removed", trackingSince: at("02T00:00:00"), removedAt: at("10T00:00:00") }),
      // Ada (A): a notice out, and a name mention removed in 36 h.
      leak(ada, "erome", { firstSeenAt: at("21T08:00:00"), status: "sent", kind: "name", quality: "good", category: "forum", trackingSince: at("21T09:00:00") }),
      leak(ada, "erome", { firstSeenAt: at("21T09:00:00"), status: "removed", kind: "name", quality: "good", category: "forum", trackingSince: at("21T00:00:00"), removedAt: at("22T12:00:00") }),
      // She left A: her removal counts for nobody.
      leak(gone, "leakbox", { firstSeenAt: at("06T10:00:00"), status: "removed", trackingSince: at("06T12:00:00"), removedAt: at("08T00:00:00") }),
      // Bea (B): removed in 24 h.
      leak(bea, "leakbox", { firstSeenAt: at("06T10:00:00"), status: "removed", trackingSince: at("07T00:00:00"), removedAt: at("08T00:00:00") }),
    ]);
    // Nova's latest scan priced her subscription at €20: her estimate uses it; Ada has none (the model's defaults).
    const damage = (pricePerMonth: number) => ({ monthlyLoss: 1, currency: "EUR" as const, leaksCounted: 1, estimatedMonthlyViews: 1, assumptions: { ...DEFAULT_DAMAGE_ASSUMPTIONS, pricePerMonth } });
    await db.insert(scans).values([
      { userId: nova, kind: "full", scope: "full", status: "completed", subject: { fromAccount: true }, damage: damage(5), createdAt: at("02T00:00:00") },
      { userId: nova, kind: "full", scope: "full", status: "completed", subject: { fromAccount: true }, damage: damage(20), createdAt: at("03T00:00:00") },
    ]);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const analyticsOf = async (browser: TestBrowser, query = PERIOD) => answerOf(agencyInsightRoutes.analytics, await browser.request(`/api/agency/analytics?${query}`), 200);

  it("counts the period's leaks of the active roster: found, requested, removed (confirmed, never delisted), rate, median, weeks and sites", async () => {
    const a = await analyticsOf(ownerA);
    expect(a).toMatchObject({ from: "2026-01-05", to: "2026-01-25", creators: 3 });
    expect(a.totals).toEqual({ found: 7, requested: 6, removed: 3, removalRate: 0.5, medianHoursToRemoval: 36 });
    expect(a.byWeek).toEqual([
      { week: "2026-01-05", found: 2, removed: 1 },
      { week: "2026-01-12", found: 2, removed: 1 },
      { week: "2026-01-19", found: 3, removed: 1 },
    ]);
    // Most found first.
    expect(a.bySite).toEqual([
      { siteId: "erome", siteName: "EroMe", found: 4, requested: 3, removed: 1, removalRate: 1 / 3, medianHoursToRemoval: 36 },
      { siteId: "leakbox", siteName: "LeakBox", found: 3, requested: 3, removed: 2, removalRate: 2 / 3, medianHoursToRemoval: 75 },
    ]);
    // Nova: (1200 × 1 + 400 × 0.9) × 0.002 × €20 = €62.40; Ada: 400 × 0.6 × 0.5 × 0.002 × €9.99 = €2.40.
    expect(a.lossPrevented).toEqual({ monthlyLoss: 64.8, currency: "EUR", leaksCounted: 3, estimatedMonthlyViews: 1680 });
  });

  it("never counts another agency's creators, and answers every member", async () => {
    const b = await analyticsOf(ownerB);
    expect(b).toMatchObject({ creators: 1, totals: { found: 1, requested: 1, removed: 1, removalRate: 1, medianHoursToRemoval: 24 } });
    expect(b.bySite.map((site) => site.siteId)).toEqual(["leakbox"]);
    expect(b.lossPrevented).toMatchObject({ leaksCounted: 1, monthlyLoss: Math.round(1200 * 0.002 * 9.99 * 100) / 100 });
    expect((await analyticsOf(viewerA)).totals.found).toBe(7);
    // The default period is the 90 days up to today, in weeks.
    const recent = await analyticsOf(ownerA, "");
    expect(Date.parse(recent.to) - Date.parse(recent.from)).toBe(89 * 86_400_000);
    expect(recent.byWeek.length).toBeGreaterThanOrEqual(13);
  });

  it("refuses a creator (403), a visitor (401) and an impossible period (422)", async () => {
    expect((await creator.request(`/api/agency/analytics?${PERIOD}`)).status).toBe(403);
    expect((await creator.request(`/api/agency/analytics.csv?${PERIOD}`)).status).toBe(403);
    expect((await server.browser().request(`/api/agency/analytics?${PERIOD}`)).status).toBe(401);
    for (const query of ["from=2026-02-01&to=2026-01-01", "from=2025-01-01&to=2026-01-05", "from=1900-01-01", "from=2026-13-01", "to=0000-01-01"]) {
      const refused = await answerOf(agencyInsightRoutes.analytics, await ownerA.request(`/api/agency/analytics?${query}`), 422);
      expect(refused.error.code, query).toBe("VALIDATION_FAILED");
    }
  });

  it("exports one row per creator and site as a CSV attachment, escaped, in the caller's language", async () => {
    const response = await ownerA.request(`/api/agency/analytics.csv?${PERIOD}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="unleak-agency-analytics-2026-01-05-2026-01-25.csv"');
    const [header, ...rows] = (await response.text()).split("\r\n");
    expect(header).toBe("Creator,E-mail,Site id,Site,Leaks found,Removal requested,Removed at the source,Removal rate (0-1),Median hours to removal,Estimated monthly loss prevented (EUR)");
    expect(rows.at(-1)).toBe("");
    expect(rows.slice(0, -1).sort()).toEqual(
      [
        // A name a spreadsheet would run as a formula starts with an apostrophe; quotes and commas are quoted.
        `"'=Nova, ""the"" Quill",insights-nova@example.test,erome,EroMe,2,1,0,0,,0`,
        `"'=Nova, ""the"" Quill",insights-nova@example.test,leakbox,LeakBox,3,3,2,0.6667,75,62.4`,
        "Ada Lovelace,insights-ada@example.test,erome,EroMe,2,2,1,0.5,36,2.4",
        "Zoe Park,insights-zoe@example.test,,,0,0,0,,,0",
      ].sort(),
    );
    const german = await (await ownerB.request(`/api/agency/analytics.csv?${PERIOD}`, { headers: { "accept-language": "de" } })).text();
    expect(german.split("\r\n")[0]).toContain("Creator,E-Mail,Seiten-ID,Seite,Gefundene Leaks");
    expect(german.split("\r\n")[1]).toBe("Bea of B,insights-bea@example.test,leakbox,LeakBox,1,1,1,1,24,23.98");
  });
});
