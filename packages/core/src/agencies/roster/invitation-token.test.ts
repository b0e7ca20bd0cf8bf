import { describe, expect, it } from "vitest";
import { actingAgencyOf } from "./acting-agency";
import { hashInvitationToken, invitationExpiry, maskEmail, newInvitationToken } from "./invitation-token";

describe("a creator's invitation link", () => {
  it("is random, kept only as its SHA-256, and works 14 days", () => {
    const token = newInvitationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newInvitationToken()).not.toBe(token);
    expect(hashInvitationToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashInvitationToken(token)).not.toContain(token);
    expect(invitationExpiry(new Date("2026-11-01T00:00:00Z")).toISOString()).toBe("2026-11-15T00:00:00.000Z");
  });

  it("shows the invited address masked", () => {
    expect(maskEmail("nova@example.com")).toBe("n***@example.com");
    expect(maskEmail("not-an-address")).toBe("***");
  });
});

describe("actingAgencyOf", () => {
  it("names the agency only when its member acts for someone else", () => {
    const member = { kind: "agency" as const, userId: "m1", agencyId: "ag1", role: "manager" as const, creatorIds: ["c1"] };
    expect(actingAgencyOf(member, "c1")).toBe("ag1");
    expect(actingAgencyOf(member, "m1")).toBeNull();
    expect(actingAgencyOf({ kind: "creator", userId: "c1" }, "c1")).toBeNull();
  });
});
