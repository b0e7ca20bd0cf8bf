import { describe, expect, it } from "vitest";
import { DEFAULT_DAMAGE_ASSUMPTIONS, estimateDamage } from "./estimate-damage";

describe("estimateDamage", () => {
  it("is views x weight x conversion x price, summed over leaks", () => {
    const estimate = estimateDamage([
      { category: "tube", quality: "exact", kind: "picture" },
      { category: "forum", quality: "good", kind: "name" },
    ]);
    // 1200 x 1 + 400 x 0.6 x 0.5 = 1320 views; x 0.002 x 9.99
    expect(estimate.estimatedMonthlyViews).toBe(1320);
    expect(estimate.monthlyLoss).toBeCloseTo(26.37, 2);
    expect(estimate.currency).toBe("EUR");
    expect(estimate.assumptions).toEqual(DEFAULT_DAMAGE_ASSUMPTIONS);
  });

  it("takes overrides for price, conversion and views, keeping the other defaults", () => {
    const estimate = estimateDamage([{ category: "tube", quality: "exact", kind: "picture" }], {
      pricePerMonth: 20,
      conversionRate: 0.01,
      monthlyViewsPerLeak: { tube: 1000 },
    });
    expect(estimate.monthlyLoss).toBe(200);
    expect(estimate.assumptions.monthlyViewsPerLeak.forum).toBe(400);
  });

  it("counts an unknown category at the unknown rate and no leaks as no loss", () => {
    expect(estimateDamage([{ category: "blog", quality: "high", kind: "picture" }]).estimatedMonthlyViews).toBe(180);
    expect(estimateDamage([]).monthlyLoss).toBe(0);
  });
});
