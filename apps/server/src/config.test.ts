import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("reads the sandbox's latency as min,max milliseconds, none by default", () => {
    expect(loadConfig({}).sandbox.latencyMs).toEqual([0, 0]);
    expect(loadConfig({ SANDBOX_LATENCY: "100,300" }).sandbox.latencyMs).toEqual([100, 300]);
  });

  it("refuses a malformed latency with a message naming the variable", () => {
    for (const value of ["100", "300,100", "a,b"]) {
      expect(() => loadConfig({ SANDBOX_LATENCY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SANDBOX_LATENCY: value })).toThrow(/SANDBOX_LATENCY/);
    }
  });

  it("reads the support address and the marketing site, refusing malformed ones", () => {
    expect(loadConfig({})).toMatchObject({ supportEmail: null, marketingUrl: null });
    const config = loadConfig({ SUPPORT_EMAIL: "help@unleak.example", MARKETING_URL: "https://unleak.example" });
    expect(config).toMatchObject({ supportEmail: "help@unleak.example", marketingUrl: "https://unleak.example" });
    expect(() => loadConfig({ SUPPORT_EMAIL: "not an address" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ MARKETING_URL: "unleak.example" })).toThrow(/MARKETING_URL/);
  });
});
