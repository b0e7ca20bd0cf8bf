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
