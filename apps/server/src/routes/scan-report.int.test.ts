// The PDF report of a scan (own rows only, translated) and the monitored sites with their last crawl.
import { inflateSync } from "node:zlib";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEvents, signUpVerified } from "../testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The text drawn on every page: content streams inflated, their hex and literal strings decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of("Filter"));
    const raw = filter === PDFName.of("FlateDecode") ? inflateSync(object.contents) : Buffer.from(object.contents);
    const content = raw.toString("latin1");
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex, "hex").toString("latin1"));
    for (const [, literal] of content.matchAll(/\((.*?)\)\s*Tj/g)) parts.push(literal);
  }
  return parts.join("\n");
}

describe.each(kinds)("scan reports and monitored sites on $kind", ({ create }) => {
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
    const started = await nova.request("/api/scans", { json: { scope: "full" } });
    scanId = ((await started.json()) as Json).scanId;
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
    const { leaks, total } = (await (await nova.request("/api/leaks?pageSize=100")).json()) as Json;
    expect(leaks.length).toBeGreaterThan(0);
    expect(text).toContain(leaks[0].url.slice(0, 60));
    expect(text).toContain("Leak report");
    expect(text).toContain(`Creator: ${sandbox.demoCreator.name}`);
    expect(text).toContain(`Leaks found: ${total}`);
    expect(text).toContain("Estimated monthly loss");
  });

  it("translates the report by Accept-Language", async () => {
    const response = await nova.request(`/api/scans/${scanId}/report.pdf`, { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain("Leak-Bericht");
  });

  it("answers 404 to another user and 401 to a visitor", async () => {
    const foreign = await other.request(`/api/scans/${scanId}/report.pdf`);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as Json).error.code).toBe("NOT_FOUND");
    expect((await server.browser().request(`/api/scans/${scanId}/report.pdf`)).status).toBe(401);
  });

  it("lists the monitored sites with the last crawl of the sites the scan covered", async () => {
    const response = await server.browser().request("/api/sites");
    expect(response.status).toBe(200);
    const { target, sites } = (await response.json()) as Json;
    expect(target).toBe("sandbox");
    expect(sites.length).toBeGreaterThan(10);
    const preview = sites.filter((site: Json) => site.tier === "preview");
    expect(preview).toHaveLength(10);
    for (const site of preview) {
      expect(site).toMatchObject({ verified: true, lastCrawledAt: expect.any(String), health: expect.stringMatching(/^(healthy|errors)$/) });
    }
    for (const site of sites.filter((each: Json) => each.tier === "continuous")) expect(site).toMatchObject({ lastCrawledAt: null, health: "unknown" });
  });
});
