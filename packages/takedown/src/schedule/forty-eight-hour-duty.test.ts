// Which first notices fall under a 48-hour removal law (TAKE IT DOWN): a DMCA notice about a
// picture to the platform itself, from 19 May 2026; not a host, a DSA notice, a name mention, a
// search engine's listing, or a notice sent before the Act's platform duties took effect.
import { describe, expect, it } from "vitest";
import { fortyEightHourDuty, type DutyNotice } from "./forty-eight-hour-duty";

const notice: DutyNotice = { basis: "dmca", recipientKind: "site", sentAt: new Date("2026-11-10T12:00:00Z"), leakKind: "picture", siteCategory: "tube" };

describe("fortyEightHourDuty", () => {
  it("applies to a platform sent a DMCA notice about a picture once the Act is in force", () => {
    expect(fortyEightHourDuty(notice)).toBe(true);
    expect(fortyEightHourDuty({ ...notice, siteCategory: "leak-aggregator" })).toBe(true);
    expect(fortyEightHourDuty({ ...notice, sentAt: new Date("2026-05-19T00:00:00Z") })).toBe(true);
  });

  it("does not apply to other recipients, other laws, name mentions, listings or before 19 May 2026", () => {
    expect(fortyEightHourDuty({ ...notice, recipientKind: "host" })).toBe(false);
    expect(fortyEightHourDuty({ ...notice, recipientKind: "search_engine", basis: "delisting" })).toBe(false);
    expect(fortyEightHourDuty({ ...notice, basis: "dsa" })).toBe(false);
    expect(fortyEightHourDuty({ ...notice, leakKind: "name" })).toBe(false);
    expect(fortyEightHourDuty({ ...notice, siteCategory: "telegram-index" })).toBe(false);
    expect(fortyEightHourDuty({ ...notice, sentAt: new Date("2026-05-18T23:59:59Z") })).toBe(false);
  });
});
