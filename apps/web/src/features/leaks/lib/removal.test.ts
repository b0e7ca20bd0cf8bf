import { describe, expect, it } from "vitest";
import { canRequestRemoval } from "./removal";

describe("canRequestRemoval", () => {
  it("offers new, awaiting, failed and rejected leaks, never whitelisted or ones on their way", () => {
    expect(canRequestRemoval({ status: "new", disposition: null })).toBe(true);
    expect(canRequestRemoval({ status: "awaiting_confirmation", disposition: null })).toBe(true);
    expect(canRequestRemoval({ status: "whitelisted", disposition: "licensed" })).toBe(false);
    expect(canRequestRemoval({ status: "queued", disposition: null })).toBe(false);
    expect(canRequestRemoval({ status: "sent", disposition: null })).toBe(false);
    expect(canRequestRemoval({ status: "acknowledged", disposition: null })).toBe(false);
    expect(canRequestRemoval({ status: "failed", disposition: null })).toBe(true);
    expect(canRequestRemoval({ status: "rejected", disposition: null })).toBe(true);
  });
});
