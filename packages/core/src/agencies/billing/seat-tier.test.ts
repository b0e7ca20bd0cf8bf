import { describe, expect, it } from "vitest";
import { bestTier, tierOfSeat } from "./seat-tier";

describe("tierOfSeat", () => {
  it("buys the plan's tier while the provider still holds the subscription, nothing otherwise", () => {
    expect(tierOfSeat({ plan: "starter", status: "active" })).toBe("basic");
    expect(tierOfSeat({ plan: "pro", status: "trialing" })).toBe("pro");
    expect(tierOfSeat({ plan: "elite", status: "past_due" })).toBe("elite");
    for (const status of ["unpaid", "canceled", "incomplete", "incomplete_expired", "paused", null]) expect(tierOfSeat({ plan: "pro", status }), String(status)).toBeNull();
    expect(tierOfSeat({ plan: null, status: "active" })).toBeNull();
    expect(tierOfSeat(null)).toBeNull();
  });
});

describe("bestTier", () => {
  it("is the better of her own tier and the seat's", () => {
    expect(bestTier("basic", "pro")).toBe("pro");
    expect(bestTier("elite", "pro")).toBe("elite");
    expect(bestTier(null, "basic")).toBe("basic");
    expect(bestTier("pro", null)).toBe("pro");
    expect(bestTier(null, null)).toBeNull();
  });
});
