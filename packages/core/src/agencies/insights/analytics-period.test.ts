import { describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error";
import { analyticsPeriod } from "./analytics-period";

const now = new Date("2026-03-18T15:00:00Z"); // a Wednesday

describe("analyticsPeriod", () => {
  it("is by default the 90 days up to today, and lists the Mondays of the weeks it touches", () => {
    const period = analyticsPeriod({ now });
    expect(period).toMatchObject({ from: "2025-12-19", to: "2026-03-18", start: new Date("2025-12-19T00:00:00Z"), end: new Date("2026-03-19T00:00:00Z") });
    expect(period.weeks[0]).toBe("2025-12-15");
    expect(period.weeks.at(-1)).toBe("2026-03-16");
    expect(period.weeks).toHaveLength(14);
  });

  it("takes whole days, both inclusive, and a period within one week has one week", () => {
    expect(analyticsPeriod({ from: "2026-03-16", to: "2026-03-22", now })).toMatchObject({ weeks: ["2026-03-16"], end: new Date("2026-03-23T00:00:00Z") });
    expect(analyticsPeriod({ from: "2026-03-22", to: "2026-03-23", now }).weeks).toEqual(["2026-03-16", "2026-03-23"]);
    expect(analyticsPeriod({ to: "2026-01-31", now }).from).toBe("2025-11-03");
  });

  it("refuses a start after the end, or more than a year, even when one end is the default", () => {
    const problem = (input: { from?: string; to?: string }) => {
      try {
        analyticsPeriod({ ...input, now });
        return null;
      } catch (error) {
        return error instanceof AppError ? [error.code, error.details] : error;
      }
    };
    expect(problem({ from: "2026-04-01" })).toEqual(["VALIDATION_FAILED", { fields: [{ path: "from", problem: "after_to" }] }]);
    expect(problem({ from: "2025-03-17" })).toEqual(["VALIDATION_FAILED", { fields: [{ path: "to", problem: "period_too_long" }] }]);
    expect(problem({ from: "2025-03-18" })).toBeNull();
  });
});
