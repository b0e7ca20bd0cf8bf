// The leak report PDF of a scan (own rows only, translated, counts that agree, evidence and pictures per
// leak) and the monitored sites with their last crawl.
import { readFileSync } from "node:fs";
import path from "node:path";
import { instantScanRoutes, type Leak, leakRoutes, scanRoutes, siteRoutes } from "@unleak/contracts";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { pdfImageCount, pdfText } from "../testing/pdf-text";
import { readEvents, signUpVerified } from "../testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

/** Every leak on the caller's list, page by page. */
async function allLeaks(browser: TestBrowser): Promise<{ leaks: Leak[]; total: number }> {
  const leaks: Leak[] = [];
  for (let page = 1; ; page += 1) {
    const body = await answerOf(leakRoutes.list, await browser.request(`/api/leaks?pageSize=100&page=${page}`), 200);
    leaks.push(...body.leaks);
    if (leaks.length >= body.total || body.leaks.length === 0) return { leaks, total: body.total };
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe.each(kinds)("the leak report PDF and monitored sites on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  let nova: TestBrowser;
  let other: TestBrowser;
  let scanId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    database = await create();
    server = await startTestServer(database, { SANDBOX_PORT: String(sandbox.port) });
    [nova] = await signUpVerified(server, "nova-pdf@example.test", server.browser(), sandbox.demoCreator.name);
    [other] = await signUpVerified(server, "other-pdf@example.test", server.browser(), "Other Person");
    await nova.request("/api/profile/stage-names", { method: "PUT", json: { names: [sandbox.demoCreator.name] } });
    for (const file of sandbox.demoCreator.referenceImages) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(readFileSync(file))], { type: "image/jpeg" }), path.basename(file));
      expect((await nova.request("/api/references", { method: "POST", body: form })).status).toBe(201);
    }
    scanId = (await answerOf(scanRoutes.start, await nova.request("/api/scans", { json: { scope: "full" } }), 202)).scanId;
    const events = await readEvents(await nova.request(`/api/scans/${scanId}/events`), ["completed", "failed"], 120_000);
    expect(events.at(-1)?.event).toBe("completed");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    await sandbox?.close();
  });

  it("gives the owner a PDF with the scan's leaks, counts and creator name", async () => {
    const response = await nova.request(`/api/scans/${scanId}/report.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="unleak-report-\d{4}-\d{2}-\d{2}\.pdf"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    const { leaks, total } = await answerOf(leakRoutes.list, await nova.request("/api/leaks?pageSize=100"), 200);
    expect(leaks.length).toBeGreaterThan(0);
    expect(text).toContain(leaks[0]!.url.slice(0, 60));
    expect(text).toContain("Leak report");
    expect(text).toContain(`Creator: ${sandbox.demoCreator.name}`);
    expect(text).toContain(`Leaks in this report: ${total}`);
    expect(text).toContain(`Estimated monthly loss from the ${total} leaks listed`);
    expect(text).toContain("How the estimate is made");
    expect(text).toContain("Monthly views per leaked page:");
  });

  it("counts the same leaks everywhere, with each leak's evidence and its pictures beside the reference", async () => {
    // One leak marked licensed is left out of the report and of every count in it.
    const { leaks: before } = await allLeaks(nova);
    const licensed = before.find((leak) => leak.kind === "name") ?? before.at(-1)!;
    expect((await nova.request(`/api/leaks/${licensed.id}`, { method: "PATCH", json: { disposition: "licensed" } })).status).toBe(200);
    const { leaks, total } = await allLeaks(nova);
    expect(leaks).toHaveLength(total);
    const bytes = new Uint8Array(await (await nova.request(`/api/scans/${scanId}/report.pdf`)).arrayBuffer());
    const text = await pdfText(bytes);
    const flat = text.replace(/\s+/g, " ");

    expect(text).toContain(`Leaks in this report: ${total}`);
    expect(text).toContain("Left out: 1 leak of this scan");
    const [, exact, high, good, names] = /By evidence: (\d+) exact, (\d+) high and (\d+) good picture matches; (\d+) name mentions without a picture match/.exec(flat)!.map(Number);
    const picturesOf = (quality: string) => leaks.filter((leak) => leak.pictureMatch?.quality === quality).length;
    expect([exact, high, good, names]).toEqual([picturesOf("exact"), picturesOf("high"), picturesOf("good"), leaks.filter((leak) => leak.pictureMatch === null).length]);
    expect(exact + high + good).toBeGreaterThan(0);
    const bySiteType = /By type of site: (.*?)\. /.exec(flat)![1];
    expect(sum([...bySiteType.matchAll(/ (\d+)(?:,|$)/g)].map(([, count]) => Number(count)))).toBe(total);
    expect(bySiteType).not.toMatch(/leak-aggregator|cam-recordings/);

    // One numbered block per leak, each with its URL, fetch and evidence.
    const headings = text.split("\n").filter((line) => /^\d+\. .+ \(.+\)$/.test(line));
    expect(headings).toHaveLength(total);
    for (const leak of leaks) expect(text).toContain(leak.url.slice(0, 60));
    expect(text.match(/HTTP status 200/g)?.length ?? 0).toBeGreaterThan(0);
    expect(text.match(/^Evidence: Name mention \(no picture match\)/gm)?.length ?? 0).toBe(names);
    expect(text.match(/^Evidence: (Exact|High|Good) picture match; \d+ of 256 bits apart; matched reference: .+\.jpg/gm)?.length ?? 0).toBe(exact + high + good);
    expect(text).toContain("Found copy");
    expect(text).toContain("Your reference");
    // Each picture match's thumbnail, and each matched reference once however often it matched.
    const pictures = leaks.filter((leak) => leak.pictureMatch);
    const references = new Set(pictures.map((leak) => leak.pictureMatch!.referenceId).filter(Boolean));
    expect(references.size).toBeGreaterThan(0);
    expect(await pdfImageCount(bytes)).toBe(pictures.filter((leak) => leak.thumbnailUrl).length + references.size);
  });

  it("reports every leak a signed-in creator's instant scan stored, not only its samples", async () => {
    const started = await other.request("/api/instant-scans", { json: { creatorName: sandbox.demoCreator.name } });
    const { scanId: instantId } = await answerOf(instantScanRoutes.start, started, 202);
    const events = await readEvents(await other.request(`/api/scans/${instantId}/events`), ["completed", "failed"], 120_000);
    expect(events.at(-1)?.event).toBe("completed");
    const { total } = await allLeaks(other);
    expect(total).toBeGreaterThan(6); // more than the samples an instant scan keeps
    const text = await pdfText(new Uint8Array(await (await other.request(`/api/scans/${instantId}/report.pdf`)).arrayBuffer()));
    expect(text).toContain(`Leaks in this report: ${total}`);
    expect(text).not.toContain("This preview scan found");
    expect(text.split("\n").filter((line) => /^\d+\. .+ \(.+\)$/.test(line))).toHaveLength(total);
  });

  it("translates the report by Accept-Language", async () => {
    const response = await nova.request(`/api/scans/${scanId}/report.pdf`, { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain("Leak-Bericht");
  });

  it("answers 404 to another user and 401 to a visitor", async () => {
    const foreign = await other.request(`/api/scans/${scanId}/report.pdf`);
    expect((await answerOf(scanRoutes.reportPdf, foreign, 404)).error.code).toBe("NOT_FOUND");
    expect((await answerOf(scanRoutes.reportPdf, await server.browser().request(`/api/scans/${scanId}/report.pdf`), 401)).error.code).toBe("UNAUTHENTICATED");
  });

  it("lists the monitored sites with the last crawl of the sites the scan covered", async () => {
    const { target, sites } = await answerOf(siteRoutes.list, await server.browser().request("/api/sites"), 200);
    expect(target).toBe("sandbox");
    expect(sites.length).toBeGreaterThan(10);
    const preview = sites.filter((site) => site.tier === "preview");
    expect(preview).toHaveLength(10);
    for (const site of preview) {
      expect(site).toMatchObject({ verified: true, lastCrawledAt: expect.any(String), health: expect.stringMatching(/^(healthy|errors)$/) });
    }
    for (const site of sites.filter((each) => each.tier === "continuous")) expect(site).toMatchObject({ lastCrawledAt: null, health: "unknown" });
  });
});
