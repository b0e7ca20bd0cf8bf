import { describe, expect, it } from "vitest";
import { createRegistry, loadLiveRegistry, loadSandboxRegistry } from "./load-registry";
import { sandboxSiteDefinitions } from "./sandbox-sites";
import { liveSiteDefinitions } from "./live-sites";

const validSandbox = () => JSON.parse(JSON.stringify(sandboxSiteDefinitions()).replaceAll("{port}", "4500")) as Array<Record<string, unknown>>;

describe("site registry", () => {
  it("validates every sandbox definition: 10 preview, 50+ full", () => {
    const registry = loadSandboxRegistry({ port: 4500 });
    expect(registry.inScope("preview")).toHaveLength(10);
    expect(registry.inScope("full").length).toBeGreaterThanOrEqual(60);
    expect(registry.sites.filter((s) => s.tier === "full").length).toBeGreaterThanOrEqual(50);
    expect(registry.sites.every((s) => s.verified && s.baseUrl.endsWith(":4500"))).toBe(true);
  });

  it("validates every live definition and marks them unverified", () => {
    const registry = loadLiveRegistry();
    expect(registry.sites.length).toBeGreaterThanOrEqual(20);
    expect(registry.sites.every((s) => s.verified === false)).toBe(true);
  });

  it("rejects a misspelt field at the top level and inside nested objects", () => {
    const top = validSandbox();
    top[0] = { ...top[0], removedMarker: ["gone"] };
    expect(() => createRegistry(top)).toThrow(/vidleakr.*removedMarker/);
    const nested = validSandbox();
    nested[1] = { ...nested[1], rateLimit: { perHostConcurency: 2, intervalMs: 0 } };
    expect(() => createRegistry(nested)).toThrow(/tubehaven.*rateLimit/);
  });

  it("reads tube and cam sites' sprites and preview clips, and rejects a sprite rule without its grid or with a misspelt field", () => {
    const registry = loadSandboxRegistry({ port: 4500 });
    const tube = registry.sites.find((s) => s.id === "vidleakr")!;
    expect(tube.extract).toMatchObject({ sprites: { columnsAttribute: "data-cols", rowsAttribute: "data-rows" }, previewClips: "video.preview" });
    expect(registry.sites.find((s) => s.id === "camarchive")!.extract).toMatchObject({ previewClips: "video.rec-preview" });
    const sites = validSandbox();
    const extract = sites[0].extract as Record<string, unknown>;
    sites[0] = { ...sites[0], extract: { ...extract, sprites: { selector: "div.preview-sprite", columnsAttribute: "data-cols" } } };
    expect(() => createRegistry(sites)).toThrow(/vidleakr.*extract/);
    sites[0] = { ...sites[0], extract: { ...extract, sprites: { selector: "div.x", columnsAttribute: "c", rowsAttribute: "r", colums: "c" } } };
    expect(() => createRegistry(sites)).toThrow(/vidleakr.*extract/);
  });

  it("rejects a search template without {searchTerms} and an email channel without contact", () => {
    const sites = validSandbox();
    sites[0] = { ...sites[0], search: { urlTemplate: "/search?q=x", pages: 1 } };
    expect(() => createRegistry(sites)).toThrow(/searchTerms/);
    const mail = validSandbox();
    mail[0] = { ...mail[0], takedown: { channel: "email" } };
    expect(() => createRegistry(mail)).toThrow(/contact/);
  });

  it("rejects duplicate ids and unknown plugins", () => {
    const sites = validSandbox();
    expect(() => createRegistry([...sites, sites[0]])).toThrow(/duplicate site id vidleakr/);
    const plugin = validSandbox();
    plugin[0] = { ...plugin[0], extract: { plugin: "no-such-plugin" } };
    expect(() => createRegistry(plugin)).toThrow(/unknown plugin no-such-plugin/);
  });

  it("has unique ids across both sets and finds sites by URL host", () => {
    const ids = [...sandboxSiteDefinitions(), ...liveSiteDefinitions()].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const registry = loadSandboxRegistry({ port: 4500 });
    expect(registry.siteForUrl("http://LEAKHUB.localhost:4500/leaks/x")?.id).toBe("leakhub");
    expect(registry.siteForUrl("http://leakhub.localhost:4501/leaks/x")).toBeUndefined();
    expect(registry.plugin(registry.get("tgindex")!)?.name).toBe("embedded-json");
  });
});
