import { describe, expect, it } from "vitest";
import { nextRecheck, recheckTimes, reuploadWatchTimes } from "./recheck-times";

const sentAt = new Date("2027-03-01T10:00:00Z");
const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000);

describe("recheckTimes", () => {
  it("checks at 24, 48, 72 h, daily to day 7, weekly to day 28 and last on day 30", () => {
    const hours = recheckTimes(sentAt).map((at) => (at.getTime() - sentAt.getTime()) / 3_600_000);
    expect(hours).toEqual([24, 48, 72, 96, 120, 144, 168, 336, 504, 672, 720]);
  });
});

describe("nextRecheck", () => {
  it("is the first check after now", () => {
    expect(nextRecheck(sentAt, sentAt)).toEqual(hoursAfter(sentAt, 24));
    expect(nextRecheck(sentAt, hoursAfter(sentAt, 50))).toEqual(hoursAfter(sentAt, 72));
    expect(nextRecheck(sentAt, hoursAfter(sentAt, 8 * 24))).toEqual(hoursAfter(sentAt, 14 * 24));
  });

  it("moves on once a check's time is reached, so a check is never planned twice", () => {
    expect(nextRecheck(sentAt, hoursAfter(sentAt, 24))).toEqual(hoursAfter(sentAt, 48));
  });

  it("is null after day 30", () => {
    expect(nextRecheck(sentAt, hoursAfter(sentAt, 30 * 24))).toBeNull();
  });
});

describe("reuploadWatchTimes", () => {
  it("watches daily for 30 days after the removal", () => {
    const removedAt = new Date("2027-03-05T06:00:00Z");
    const times = reuploadWatchTimes(removedAt);
    expect(times).toHaveLength(30);
    expect(times[0]).toEqual(hoursAfter(removedAt, 24));
    expect(times.at(-1)).toEqual(hoursAfter(removedAt, 30 * 24));
  });
});
