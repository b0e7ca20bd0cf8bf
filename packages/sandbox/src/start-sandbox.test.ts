import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "./start-sandbox";
import type { Sandbox } from "./types";

let sandbox: Sandbox;
let startMs = 0;
/** Simulated time runs with real time plus what the test skips ahead. */
let skippedMs = 0;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  const started = Date.now();
  sandbox = await startSandbox({ seed: 1, takedownDelayMs: HOUR_MS, clock: { now: () => new Date(Date.now() + skippedMs), scale: 1 } });
  startMs = Date.now() - started;
});
afterAll(async () => sandbox?.close());

/** A request to a sandbox site, by Host header, as a browser resolving *.localhost would send it. */
async function get(siteId: string, path: string, init: { method?: "GET" | "POST"; body?: string; headers?: Record<string, string> } = {}) {
  const response = await request(`http://127.0.0.1:${sandbox.port}${path}`, { method: init.method ?? "GET", body: init.body, headers: { host: `${siteId}.localhost:${sandbox.port}`, ...init.headers } });
  return { status: response.statusCode, headers: response.headers, text: await response.body.text() };
}

describe("sandbox web", () => {
  it("starts fast with 60+ sites across every category, 10 of them preview", () => {
    expect(startMs).toBeLessThan(2000);
    expect(sandbox.sites.length).toBeGreaterThanOrEqual(60);
    expect(sandbox.sites.filter((s) => s.tier === "preview")).toHaveLength(10);
    expect(new Set(sandbox.sites.map((s) => s.category)).size).toBe(9);
    expect(sandbox.origin("vidleakr")).toBe(`http://vidleakr.localhost:${sandbox.port}`);
  });

  it("builds the same web from the same seed and another from another seed", async () => {
    const again = await startSandbox({ seed: 1 });
    const other = await startSandbox({ seed: 2 });
    const shape = (s: Sandbox) => s.truth.map((p) => `${p.siteId}${new URL(p.url).pathname} ${p.kind} ${p.transformation ?? ""}`);
    expect(shape(again)).toEqual(shape(sandbox));
    expect(shape(other)).not.toEqual(shape(sandbox));
    await Promise.all([again.close(), other.close()]);
  });

  it("plants every transformation, name leaks, decoys and the creator's official pages", () => {
    const transformations = new Set(sandbox.truth.filter((p) => p.kind === "picture-leak").map((p) => p.transformation));
    expect(transformations).toEqual(new Set(["resize", "recompress", "crop", "letterbox", "watermark", "mirror"]));
    for (const kind of ["name-leak", "impersonation", "decoy", "unrelated", "official", "licensed", "soft-404"]) expect(sandbox.truth.some((p) => p.kind === kind), kind).toBe(true);
    expect(sandbox.demoCreator.referenceImages).toHaveLength(5);
  });

  it("serves search results, pages, pictures and robots.txt per Host header", async () => {
    const search = await get("leakforum", "/search?keywords=Nova%20Quill");
    expect(search.status).toBe(200);
    expect(search.text).toContain('class="thread-link"');
    const leak = sandbox.truth.find((p) => p.siteId === "leakforum" && p.kind === "picture-leak")!;
    const page = await get("leakforum", new URL(leak.url).pathname);
    expect(page.text).toContain(leak.title.replace(/&/g, "&amp;"));
    const media = /src="(\/media\/[^"]+)"/.exec(page.text)![1];
    const picture = await get("leakforum", media);
    expect(picture.headers["content-type"]).toBe("image/jpeg");
    expect((await get("leakforum", "/robots.txt")).text).toContain("Disallow: /admin/");
  });

  it("misbehaves: a site that always rate-limits answers 429 with Retry-After", async () => {
    const answer = await get("leakpile", "/?s=nova");
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe("1");
    expect((await get("dumpfile", "/search?q=nova")).status).toBe(503);
  });

  it("answers RDAP with abuse contacts", async () => {
    const domain = JSON.parse((await get("rdap", "/domain/vidleakr.localhost")).text);
    expect(domain.objectClassName).toBe("domain");
    expect(JSON.stringify(domain.entities)).toContain("abuse@");
    const site = sandbox.sites.find((s) => s.id === "vidleakr")!;
    const ip = JSON.parse((await get("rdap", `/ip/${site.ip}`)).text);
    expect(JSON.stringify(ip.entities)).toContain(site.hostAbuseEmail);
  });

  /** The e-mail addresses of the network's entity with `role`, in the order RDAP lists them. */
  const abuseEmails = (network: { entities: Array<{ roles: string[]; vcardArray: [string, Array<[string, object, string, unknown]>] }> }) =>
    network.entities.find((e) => e.roles.includes("abuse"))!.vcardArray[1].filter(([name]) => name === "email").map(([, , , value]) => value);
  const rdapIp = async (addr: string) => JSON.parse((await get("rdap", `/ip/${addr}`)).text);

  it("puts only the CDN site behind Cloudish CDN, with its origin at a real provider", async () => {
    expect(sandbox.sites.filter((s) => s.hostName === "Cloudish CDN").map((s) => s.owner)).toEqual(["cdn"]);
    const cdn = sandbox.sites.find((s) => s.owner === "cdn")!;
    const edge = await rdapIp(cdn.ip);
    expect(edge).toMatchObject({ objectClassName: "ip network", ipVersion: "v4", name: "CLOUDISH-EDGE", country: "US" });
    expect(abuseEmails(edge)).toEqual(["abuse@cloudish.example"]);
    const origin = await rdapIp(cdn.origin!.ip);
    expect(origin.name).not.toMatch(/CLOUDISH/);
    expect(abuseEmails(origin)).toEqual([cdn.origin!.hostAbuseEmail]);
  });

  it("gives every provider a country, lets the EU host speak German and lists one placeholder mailbox first", async () => {
    const byHost = new Map(sandbox.sites.map((s) => [s.hostName, s]));
    const networks = await Promise.all([...byHost.values()].map((s) => rdapIp(s.ip)));
    for (const network of networks) expect(network.country).toMatch(/^[A-Z]{2}$/);
    const rheinwerk = networks.find((n) => n.name === "RHEINWERK");
    expect(rheinwerk).toMatchObject({ country: "DE", lang: "de" });
    const placeholder = networks.find((n) => abuseEmails(n).length === 2)!;
    expect(abuseEmails(placeholder)).toEqual(["noreply@bpbyte.example", "abuse@bpbyte.example"]);
    expect((await get("rdap", "/ip/192.0.2.1")).status).toBe(404);
  });

  it("takes a page down after a valid notice reaches the site's mailbox, and ignores others", async () => {
    const leak = sandbox.truth.find((p) => p.siteId === "vidleakr" && p.kind === "picture-leak")!;
    const site = sandbox.sites.find((s) => s.id === "vidleakr")!;
    const mail = (to: string) => get("mail", "/_mail", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ to, from: "notices@unleak.example", subject: "DMCA notice", text: `Infringing: ${leak.url}.` }) });
    await mail("someone@elsewhere.example");
    expect(sandbox.takedowns.list()).toHaveLength(0);
    await mail(site.dmcaEmail);
    expect(sandbox.mailboxes.list(site.dmcaEmail)[0].actionableUrls).toEqual([leak.url]);
    expect((await get("vidleakr", new URL(leak.url).pathname)).status).toBe(200);
    skippedMs += 2 * HOUR_MS;
    expect(sandbox.takedowns.isRemoved(leak.url)).toBe(true);
    const gone = await get("vidleakr", new URL(leak.url).pathname);
    expect(site.removal === "marker" ? gone.text : String(gone.status)).toMatch(site.removal === "marker" ? /removed/ : /^(404|410)$/);
  });
});
