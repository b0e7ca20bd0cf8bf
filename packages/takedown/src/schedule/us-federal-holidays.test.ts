import { describe, expect, it } from "vitest";
import { publicHolidays, usFederalHolidays } from "./us-federal-holidays";

describe("usFederalHolidays", () => {
  it("lists the federal holidays of a year with their observed weekdays", () => {
    const days = usFederalHolidays(2027);
    // Independence Day falls on a Sunday in 2027 and is observed on Monday; Juneteenth on a Saturday, observed Friday.
    expect(days).toEqual(expect.arrayContaining(["2027-01-01", "2027-01-18", "2027-05-31", "2027-06-18", "2027-07-05", "2027-09-06", "2027-11-25", "2027-12-24"]));
    expect(days).not.toContain("2027-11-26");
  });

  it("includes Veterans Day observed on the Friday or Monday when it falls on a weekend", () => {
    expect(usFederalHolidays(2028)).toContain("2028-11-10");
    expect(usFederalHolidays(2029)).toContain("2029-11-12");
  });

  it("lists nothing but the eleven holidays and their observed days", () => {
    expect(usFederalHolidays(2028)).toEqual(["2028-01-01", "2028-01-17", "2028-02-21", "2028-05-29", "2028-06-19", "2028-07-04", "2028-09-04", "2028-10-09", "2028-11-10", "2028-11-11", "2028-11-23", "2028-12-25"]);
  });

  it("covers a span of years, sorted and without repeats", () => {
    const days = usFederalHolidays(2026, 2027);
    expect(days).toContain("2026-12-25");
    expect(days).toContain("2027-12-24");
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
  });
});

describe("publicHolidays", () => {
  it("lists a country's public holidays for the escalation's business days", () => {
    const germany = publicHolidays("de", 2026);
    expect(germany).toContain("2026-10-03");
    expect(germany).toContain("2026-12-25");
    expect(germany).not.toContain("2026-07-04");
  });

  it("answers nothing for a country the library does not know", () => {
    expect(publicHolidays("XX", 2026)).toEqual([]);
  });
});
