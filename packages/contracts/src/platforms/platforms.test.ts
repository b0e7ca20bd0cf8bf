import { describe, expect, it } from "vitest";
import catalogue from "./platform-catalogue.json";
import { buildProfileUrl, checkCustomUrl, checkUsername, findPlatform, normalizeUsername, platformLabel, platforms, platformSchema } from "./platforms";

describe("the platform catalogue", () => {
  it("holds about 41 valid entries with unique ids, including the ones the spec names", () => {
    expect(platforms.length).toBeGreaterThanOrEqual(40);
    expect(new Set(platforms.map((p) => p.id)).size).toBe(platforms.length);
    for (const id of ["onlyfans", "fansly", "instagram", "x", "tiktok", "telegram", "chaturbate", "stripchat", "pornhub", "kemono", "custom"]) {
      expect(findPlatform(id), id).toBeDefined();
    }
    expect(findPlatform("custom")).toMatchObject({ category: "Other", label: "Custom Website", manualUrl: true });
    for (const p of platforms.filter((p) => !p.manualUrl)) {
      const url = new URL(buildProfileUrl(p, "nova.quill"));
      expect(url.protocol, p.id).toBe("https:");
      expect(url.href, p.id).toContain("nova.quill");
    }
  });

  it("rejects entries with unknown fields or a URL pattern without a username placeholder", () => {
    const good = catalogue[0];
    expect(platformSchema.safeParse(good).success).toBe(true);
    expect(platformSchema.safeParse({ ...good, urlPatern: good.urlPattern }).success).toBe(false);
    expect(platformSchema.safeParse({ ...good, urlPattern: "https://onlyfans.com/" }).success).toBe(false);
    expect(platformSchema.safeParse({ ...good, urlPattern: "javascript:alert({username})" }).success).toBe(false);
  });
});

describe("usernames and profile URLs", () => {
  it("strips every @ and white space and lower-cases", () => {
    expect(normalizeUsername(" @Nova Quill@ ")).toBe("novaquill");
    expect(buildProfileUrl(findPlatform("tiktok")!, "@NovaQuill")).toBe("https://www.tiktok.com/@novaquill");
  });

  it("allows letters, digits, '.', '_' and '-' only", () => {
    expect(checkUsername("nova_quill.official-1")).toBeNull();
    expect(checkUsername("nova/quill")).toBe("invalid_characters");
    expect(checkUsername("")).toBe("required");
  });

  it("requires http:// or https:// for a custom URL", () => {
    expect(checkCustomUrl("https://novaquill.example")).toBeNull();
    expect(checkCustomUrl("ftp://novaquill.example")).toBe("not_http");
    expect(checkCustomUrl("novaquill.example")).toBe("not_http");
  });

  it("stores the platform's label, or the raw id if unknown", () => {
    expect(platformLabel("onlyfans")).toBe("OnlyFans");
    expect(platformLabel("unknownsite")).toBe("unknownsite");
  });
});
