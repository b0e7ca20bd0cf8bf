// `unleak removal check` against the real sandbox web: a live leak is up (its picture still
// matches the demo's reference); after a notice and the owner's delay on a controlled clock a
// compliant site's page is removed or a soft 404 per its removal style, the soft-404 owner's page
// is a soft 404, and the 403 owner's page is restricted, never removed.
import { basename } from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts, startSandbox, type PlantedPage, type Sandbox } from "@unleak/sandbox";
import { completeNotice } from "@unleak/sandbox/testing/reply-relay";
import { findNotFoundWording } from "@unleak/takedown";
import { main } from "./main";

const HOUR_MS = 3_600_000;
/** Sites the sandbox makes answer every request the same error (site-catalog.ts). */
const MISBEHAVING: Record<string, string> = { dumpfile: "http-503", leakpile: "http-429" };
let current = new Date("2026-03-02T09:00:00Z");
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1, clock: { now: () => current, scale: 1 } });
});
afterAll(async () => sandbox?.close());

const leakOf = (siteId: string) => sandbox.truth.find((p) => p.siteId === siteId && p.kind === "picture-leak")!;
const referenceOf = (leak: PlantedPage) => sandbox.demoCreator.referenceImages.find((file) => basename(file, ".jpg") === leak.reference)!;

async function check(url: string, ...extra: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(["removal", "check", url, "--allow-loopback", ...extra], { out: (l) => out.push(l), err: (l) => err.push(l) });
  expect(code, err.join("\n")).toBe(0);
  expect(out).toHaveLength(1);
  return JSON.parse(out[0]) as { url: string; outcome: string; reason: string; evidence: { page: { status: number }; media?: { matched: boolean }[] } };
}

async function notify(siteId: string, urls: string[]) {
  const site = sandbox.sites.find((s) => s.id === siteId)!;
  const response = await request(`http://127.0.0.1:${sandbox.port}/_mail`, {
    method: "POST",
    headers: { host: `mail.localhost:${sandbox.port}`, "content-type": "application/json" },
    body: JSON.stringify({ to: site.dmcaEmail, from: "notices@unleak.example", subject: "DMCA notice", text: completeNotice(urls) }),
  });
  const answer = (await response.body.json()) as { stored: { actionableUrls: string[] }[] };
  expect(response.statusCode).toBe(200);
  expect(answer.stored[0].actionableUrls).toEqual(urls);
}

describe("unleak removal check against the sandbox", () => {
  it("recognises every not-found and removed sentence of the sandbox's layouts", () => {
    for (const layout of Object.values(layouts)) {
      for (const sentence of [layout.soft404Text, layout.removedText]) {
        expect(findNotFoundWording({ headlines: sentence, visible: sentence }), `${layout.category}: ${sentence}`).not.toBeNull();
      }
    }
  });

  it("calls live leaks up, their picture still matching the demo creator's reference", async () => {
    for (const siteId of ["vidleakr", "leakhub", "playleak"]) {
      const leak = leakOf(siteId);
      const result = await check(leak.url, "--reference", referenceOf(leak));
      expect(result, siteId).toMatchObject({ url: leak.url, outcome: "up", reason: "media-matches" });
      expect(result.evidence.media!.some((m) => m.matched)).toBe(true);
    }
  });

  it("after the owners acted: removed or soft 404 per the site's style, the 403 owner restricted", async () => {
    const compliant = sandbox.sites.filter((s) => s.owner === "compliant" && leakOf(s.id) !== undefined).map((s) => s.id);
    const sites = [...compliant, "leakhub", "playleak"];
    for (const siteId of sites) await notify(siteId, [leakOf(siteId).url]);
    current = new Date(current.getTime() + 7 * HOUR_MS);

    const reasons = new Set<string>();
    for (const siteId of sites) {
      const site = sandbox.sites.find((s) => s.id === siteId)!;
      const leak = leakOf(siteId);
      const result = await check(leak.url, "--reference", referenceOf(leak));
      if (site.owner === "forbidden") {
        expect(sandbox.takedowns.state(leak.url)).toBe("forbidden");
        expect(result, siteId).toMatchObject({ outcome: "restricted", reason: "http-403", evidence: { page: { status: 403 } } });
        continue;
      }
      expect(sandbox.takedowns.isRemoved(leak.url), siteId).toBe(true);
      const misbehaving = MISBEHAVING[siteId];
      if (misbehaving) {
        // It answers every request with 429 or 503: unknown, never counted removed.
        expect(result, siteId).toMatchObject({ outcome: "unknown", reason: misbehaving });
        continue;
      }
      reasons.add(result.reason);
      if (site.removal === "marker") expect(result, siteId).toMatchObject({ outcome: "soft-404", reason: "not-found-wording", evidence: { page: { status: 200 } } });
      else expect(result, siteId).toMatchObject({ outcome: "removed", reason: `http-${site.removal}` });
    }
    expect(sandbox.sites.find((s) => s.id === "leakhub")!.removal).toBe("marker");
    // Every removal style was seen: 404, 410 and the 200 "removed" page.
    expect([...reasons].sort()).toEqual(["http-404", "http-410", "not-found-wording"]);
  });
});
