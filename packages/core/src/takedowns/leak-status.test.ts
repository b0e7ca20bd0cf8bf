import { describe, expect, it } from "vitest";
import { isProtected, needsConfirmation } from "./fileable-leaks";
import { leakStatusOf } from "./leak-status";

describe("leakStatusOf", () => {
  it("is the furthest any notice got", () => {
    expect(leakStatusOf([])).toBeNull();
    expect(leakStatusOf(["queued", "sending"])).toBe("queued");
    expect(leakStatusOf(["failed", "sent"])).toBe("sent");
    expect(leakStatusOf(["rejected", "acknowledged"])).toBe("acknowledged");
    expect(leakStatusOf(["rejected", "failed"])).toBe("rejected");
    expect(leakStatusOf(["delisted", "acknowledged"])).toBe("delisted");
    expect(leakStatusOf(["delisted", "removed"])).toBe("removed");
  });
});

describe("isProtected", () => {
  const prefixes = ["https://onlyfans.com/novaquill", "http://partner.example/promo/"];
  it("covers the prefix itself, its paths and queries, without case or a trailing slash", () => {
    expect(isProtected("https://onlyfans.com/novaquill", prefixes)).toBe(true);
    expect(isProtected("https://OnlyFans.com/novaquill/", prefixes)).toBe(true);
    expect(isProtected("https://onlyfans.com/novaquill/post/1", prefixes)).toBe(true);
    expect(isProtected("https://onlyfans.com/novaquill?tab=media", prefixes)).toBe(true);
    expect(isProtected("http://partner.example/promo/set-4", prefixes)).toBe(true);
  });
  it("does not cover a longer name that merely starts the same", () => {
    expect(isProtected("https://onlyfans.com/novaquillleaks", prefixes)).toBe(false);
    expect(isProtected("http://partner.example/promotions", prefixes)).toBe(false);
    expect(isProtected("https://leaks.example/novaquill", [""])).toBe(false);
  });
});

describe("needsConfirmation", () => {
  it("holds name-only and good matches for the creator", () => {
    expect(needsConfirmation({ kind: "name", quality: "exact" })).toBe(true);
    expect(needsConfirmation({ kind: "picture", quality: "good" })).toBe(true);
    expect(needsConfirmation({ kind: "picture", quality: "high" })).toBe(false);
    expect(needsConfirmation({ kind: "picture", quality: "exact" })).toBe(false);
  });
});
