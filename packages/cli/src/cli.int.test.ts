// The CLI through main(args) with captured output: dispatch, usage errors, scan and sites check.
import { describe, expect, it } from "vitest";
import { main } from "./main";

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

describe("unleak CLI", () => {
  it("prints help and rejects unknown commands with exit 2", async () => {
    const help = capture();
    expect(await main(["--help"], help.io)).toBe(0);
    expect(help.out.join("\n")).toMatch(/scan[\s\S]*sites[\s\S]*pdq[\s\S]*match/);
    const unknown = capture();
    expect(await main(["frobnicate"], unknown.io)).toBe(2);
    expect(unknown.err[0]).toContain('unknown command "frobnicate"');
  });

  it("refuses a scan without --sandbox or --name", async () => {
    const noSandbox = capture();
    expect(await main(["scan", "--name", "Nova Quill"], noSandbox.io)).toBe(2);
    const noName = capture();
    expect(await main(["scan", "--sandbox"], noName.io)).toBe(2);
    expect(noName.err[0]).toContain("--name is required");
  });

  it("scans the sandbox and prints JSON with leaks, evidence, counts and the damage estimate", async () => {
    const run = capture();
    expect(await main(["scan", "--sandbox", "--name", "Nova Quill", "--scope", "preview", "--json"], run.io)).toBe(0);
    const result = JSON.parse(run.out.join("\n"));
    expect(result.counts.total).toBe(result.leaks.length);
    expect(result.leaks.length).toBeGreaterThan(10);
    expect(result.sitesScanned).toBe(10);
    const picture = result.leaks.find((leak: { kind: string }) => leak.kind === "picture");
    expect(picture).toMatchObject({ url: expect.stringMatching(/^http:\/\/[a-z]+\.localhost:\d+\//), siteId: expect.any(String), quality: expect.stringMatching(/exact|high|good/) });
    expect(picture.evidence.thumbnailBytes).toBeGreaterThan(0);
    expect(picture.evidence.matchedReference).toBeTruthy();
    expect(result.damage).toMatchObject({ currency: "EUR", monthlyLoss: expect.any(Number) });
  });

  it("self-checks sandbox site definitions", async () => {
    const one = capture();
    expect(await main(["sites", "check", "--site", "vidleakr"], one.io)).toBe(0);
    expect(one.out.at(-1)).toBe("1 passed, 0 failed");
    const plugin = capture();
    expect(await main(["sites", "check", "--site", "tgindex", "--json"], plugin.io)).toBe(0);
    expect(JSON.parse(plugin.out.slice(0, -1).join("\n"))[0]).toMatchObject({ siteId: "tgindex", ok: true });
    const missing = capture();
    expect(await main(["sites", "check", "--site", "nope"], missing.io)).toBe(2);
  });
});
