import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import type { Actor } from "./actor";
import { authorise, may, permissions, type Permission } from "./policy";

const creator: Actor = { kind: "creator", userId: "c1" };
const admin: Actor = { kind: "admin", userId: "a1" };
const visitor: Actor = { kind: "visitor", visitorKey: "v1" };
const codeOf = (fn: () => void) => {
  try {
    fn();
    return "allowed";
  } catch (error) {
    return error instanceof AppError ? error.code : "other";
  }
};

describe("policy", () => {
  it("lets a creator act on their own data and on nobody else's", () => {
    expect(may(creator, "profile.read", "c1")).toBe(true);
    expect(may(creator, "profile.read", "c2")).toBe(false);
    expect(codeOf(() => authorise(creator, "leaks.read", "c2"))).toBe("NOT_FOUND");
  });

  it("lets an administrator read anyone's data, but judge only the leaks of their own account", () => {
    expect(may(admin, "leaks.read", "c1")).toBe(true);
    expect(codeOf(() => authorise(admin, "leaks.judge", "c1"))).toBe("NOT_FOUND");
    expect(codeOf(() => authorise(admin, "leaks.judge", "a1"))).toBe("allowed");
  });

  it("keeps the outbox to administrators", () => {
    expect(codeOf(() => authorise(creator, "outbox.read", "c1"))).toBe("FORBIDDEN");
    expect(codeOf(() => authorise(admin, "outbox.read", "a1"))).toBe("allowed");
  });

  it("lets an agency read its active creators' data, act for them unless a viewer, and reach nobody else", () => {
    const manager: Actor = { kind: "agency", userId: "m1", agencyId: "ag1", role: "manager", creatorIds: ["c1"] };
    const viewer: Actor = { ...manager, userId: "v2", role: "viewer" };
    expect(may(manager, "leaks.read", "c1")).toBe(true);
    expect(codeOf(() => authorise(manager, "scans.start", "c1"))).toBe("allowed");
    expect(codeOf(() => authorise(manager, "takedowns.request", "c1"))).toBe("allowed");
    expect(codeOf(() => authorise(manager, "leaks.read", "c2"))).toBe("NOT_FOUND");
    expect(codeOf(() => authorise(manager, "scans.start", "c2"))).toBe("NOT_FOUND");
    // Her verdicts, identity and payment stay hers.
    expect(codeOf(() => authorise(manager, "leaks.judge", "c1"))).toBe("NOT_FOUND");
    expect(codeOf(() => authorise(manager, "billing.manage", "c1"))).toBe("NOT_FOUND");
    expect(codeOf(() => authorise(manager, "outbox.read", "m1"))).toBe("FORBIDDEN");
    expect(may(viewer, "notices.read", "c1")).toBe(true);
    expect(codeOf(() => authorise(viewer, "takedowns.request", "c1"))).toBe("FORBIDDEN");
    expect(codeOf(() => authorise(viewer, "scans.start", "c1"))).toBe("FORBIDDEN");
    // On their own account a member is a creator.
    expect(codeOf(() => authorise(viewer, "scans.start", "v2"))).toBe("allowed");
    expect(codeOf(() => authorise(viewer, "leaks.judge", "v2"))).toBe("allowed");
  });

  it("asks a visitor to sign in for every permission", () => {
    for (const permission of Object.keys(permissions) as Permission[]) {
      expect(codeOf(() => authorise(visitor, permission, "c1")), permission).toBe("UNAUTHENTICATED");
    }
  });
});
