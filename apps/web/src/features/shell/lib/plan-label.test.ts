import { describe, expect, it } from "vitest";
import { hasHighestPlan, planLabel, tierBadgeKey } from "./plan-label";

describe("planLabel", () => {
  it("shows an empty tier as Standard, so a new user sees the Standard plan", () => {
    expect(planLabel(null)).toBe("Standard");
    expect(planLabel(undefined)).toBe("Standard");
    expect(planLabel("")).toBe("Standard");
    expect(planLabel("  ")).toBe("Standard");
  });

  it("shows admin as Admin", () => {
    expect(planLabel("admin")).toBe("Admin");
  });

  it("capitalises the first letter of any other tier", () => {
    expect(planLabel("standard")).toBe("Standard");
    expect(planLabel("basic")).toBe("Basic");
    expect(planLabel("pro")).toBe("Pro");
    expect(planLabel("elite")).toBe("Elite");
    expect(planLabel("top")).toBe("Top");
  });
});

describe("tierBadgeKey", () => {
  it("maps known tiers and falls back to standard", () => {
    expect(tierBadgeKey("pro")).toBe("pro");
    expect(tierBadgeKey("elite")).toBe("elite");
    expect(tierBadgeKey(null)).toBe("standard");
    expect(tierBadgeKey("top")).toBe("elite");
  });
});

describe("hasHighestPlan", () => {
  it("is true for elite and top, so Upgrade Plan hides for them only", () => {
    expect(hasHighestPlan("elite")).toBe(true);
    expect(hasHighestPlan("top")).toBe(true);
    for (const tier of ["standard", "basic", "pro", "admin", null]) expect(hasHighestPlan(tier)).toBe(false);
  });
});
