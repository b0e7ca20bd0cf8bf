import { describe, expect, it } from "vitest";
import { addBusinessDays, businessDaysBetween } from "./business-days";

const at = (iso: string) => new Date(iso);

describe("addBusinessDays", () => {
  it("skips the weekend and keeps the time of day", () => {
    // Friday 2027-07-02 15:30 + 1 business day = Monday 2027-07-05 15:30.
    expect(addBusinessDays(at("2027-07-02T15:30:00Z"), 1)).toEqual(at("2027-07-05T15:30:00Z"));
    expect(addBusinessDays(at("2027-07-01T09:00:00Z"), 5)).toEqual(at("2027-07-08T09:00:00Z"));
  });

  it("skips the holidays passed in", () => {
    // Monday 2027-07-05 is the observed Independence Day.
    expect(addBusinessDays(at("2027-07-02T10:00:00Z"), 1, { holidays: ["2027-07-05"] })).toEqual(at("2027-07-06T10:00:00Z"));
  });

  it("counts the first business day after a weekend start as day one", () => {
    expect(addBusinessDays(at("2027-07-03T12:00:00Z"), 1)).toEqual(at("2027-07-05T12:00:00Z"));
    expect(addBusinessDays(at("2027-07-04T12:00:00Z"), 1)).toEqual(at("2027-07-05T12:00:00Z"));
  });

  it("counts on UTC calendar days, whatever the server's time zone", () => {
    // 23:30 UTC on a Friday is still Friday: one business day later is Monday 23:30 UTC.
    expect(addBusinessDays(at("2027-07-02T23:30:00Z"), 1)).toEqual(at("2027-07-05T23:30:00Z"));
  });

  it("goes back for a negative count and stays put for zero", () => {
    expect(addBusinessDays(at("2027-07-05T08:00:00Z"), -1)).toEqual(at("2027-07-02T08:00:00Z"));
    expect(addBusinessDays(at("2027-07-03T08:00:00Z"), 0)).toEqual(at("2027-07-03T08:00:00Z"));
  });

  it("refuses a fractional count and a malformed holiday", () => {
    expect(() => addBusinessDays(at("2027-07-05T08:00:00Z"), 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays(at("2027-07-05T08:00:00Z"), 1, { holidays: ["5 July"] })).toThrow(/ISO date/);
  });
});

describe("businessDaysBetween", () => {
  it("counts the business days after the first day up to the second", () => {
    expect(businessDaysBetween(at("2027-07-02T10:00:00Z"), at("2027-07-05T01:00:00Z"))).toBe(1);
    expect(businessDaysBetween(at("2027-07-01T10:00:00Z"), at("2027-07-01T23:00:00Z"))).toBe(0);
    expect(businessDaysBetween(at("2027-06-14T00:00:00Z"), at("2027-06-28T00:00:00Z"))).toBe(10);
  });

  it("leaves out holidays and is negative backwards", () => {
    const holidays = ["2027-07-05"];
    expect(businessDaysBetween(at("2027-07-02T10:00:00Z"), at("2027-07-06T10:00:00Z"), { holidays })).toBe(1);
    expect(businessDaysBetween(at("2027-07-06T10:00:00Z"), at("2027-07-02T10:00:00Z"), { holidays })).toBe(-1);
  });

  it("is the inverse of addBusinessDays", () => {
    const start = at("2027-11-24T14:00:00Z");
    const holidays = ["2027-11-25", "2027-12-24"];
    for (const n of [0, 1, 5, 10, 14, 30]) {
      expect(businessDaysBetween(start, addBusinessDays(start, n, { holidays }), { holidays })).toBe(n);
    }
  });
});
