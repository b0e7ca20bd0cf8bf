import { describe, expect, it } from "vitest";
import { sandboxSiteDefinitions } from "./sandbox-sites";
import { siteDefinitionSchema } from "./site-definition-schema";

const chirper = () => JSON.parse(JSON.stringify(sandboxSiteDefinitions().find((site) => site.id === "chirper")).replaceAll("{port}", "4500")) as Record<string, unknown> & { profiles: Record<string, unknown> };

describe("site definition profiles section", () => {
  it("accepts the sandbox's profile definitions and a site without profiles", () => {
    expect(siteDefinitionSchema.safeParse(chirper()).success).toBe(true);
    const { profiles: _profiles, ...without } = chirper();
    expect(siteDefinitionSchema.safeParse(without).success).toBe(true);
  });

  it("rejects an unknown or misspelt field inside profiles, its selectors and its channel", () => {
    const site = chirper();
    for (const profiles of [
      { ...site.profiles, absentMarker: ["gone"] },
      { ...site.profiles, extract: { ...(site.profiles.extract as object), avatars: "img" } },
      { ...site.profiles, impersonation: { ...(site.profiles.impersonation as object), agentAcepted: true } },
    ]) {
      expect(siteDefinitionSchema.safeParse({ ...site, profiles }).success).toBe(false);
    }
  });

  it("needs {username} in the profile template, {searchTerms} in the search template and a valid username pattern", () => {
    const site = chirper();
    expect(siteDefinitionSchema.safeParse({ ...site, profiles: { ...site.profiles, urlTemplate: "/u/" } }).success).toBe(false);
    expect(siteDefinitionSchema.safeParse({ ...site, profiles: { ...site.profiles, searchUrlTemplate: "/search/people" } }).success).toBe(false);
    expect(siteDefinitionSchema.safeParse({ ...site, profiles: { ...site.profiles, usernamePattern: "^[a-z" } }).success).toBe(false);
    expect(siteDefinitionSchema.safeParse({ ...site, profiles: { ...site.profiles, usernamePattern: "^[a-z0-9._]{2,30}$" } }).success).toBe(true);
  });

  it("needs a contact for an e-mail channel and a form for a web form", () => {
    const site = chirper();
    const channel = { agentAccepted: true, requiresId: false };
    expect(siteDefinitionSchema.safeParse({ ...site, profiles: { ...site.profiles, impersonation: { ...channel, channel: "email" } } }).success).toBe(false);
    expect(siteDefinitionSchema.safeParse({ ...site, profiles: { ...site.profiles, impersonation: { ...channel, channel: "webform" } } }).success).toBe(false);
  });
});
