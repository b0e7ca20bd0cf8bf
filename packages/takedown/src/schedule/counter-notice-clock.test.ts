import { describe, expect, it } from "vitest";
import { counterNoticeClock } from "./counter-notice-clock";

describe("counterNoticeClock", () => {
  it("gives the 10 to 14 business-day restore window", () => {
    // Received Monday 2027-06-14; Juneteenth is observed Friday 2027-06-18 (a federal holiday).
    const clock = counterNoticeClock(new Date("2027-06-14T09:00:00Z"));
    expect(clock.earliestRestore).toEqual(new Date("2027-06-29T09:00:00Z"));
    expect(clock.latestRestore).toEqual(new Date("2027-07-06T09:00:00Z"));
  });

  it("takes the holidays passed in instead of the US federal ones", () => {
    const clock = counterNoticeClock(new Date("2027-06-14T09:00:00Z"), { holidays: [] });
    expect(clock.earliestRestore).toEqual(new Date("2027-06-28T09:00:00Z"));
    expect(clock.latestRestore).toEqual(new Date("2027-07-02T09:00:00Z"));
  });

  it("crosses the year end with the next year's holidays", () => {
    // Received Monday 2026-12-21: skips Christmas (Friday 2026-12-25) and New Year's Day (Friday 2027-01-01).
    const clock = counterNoticeClock(new Date("2026-12-21T12:00:00Z"));
    expect(clock.earliestRestore).toEqual(new Date("2027-01-06T12:00:00Z"));
  });
});
