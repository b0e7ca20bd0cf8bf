import { describe, expect, it } from "vitest";
import { formatVideoTime, parseVideoTime } from "./video-time";

describe("video times", () => {
  it("formats a time as minutes and seconds, with hours only when there are any", () => {
    expect(formatVideoTime(0)).toBe("00:00");
    expect(formatVideoTime(125_900)).toBe("02:05");
    expect(formatVideoTime(760_000)).toBe("12:40");
    expect(formatVideoTime(3_725_000)).toBe("1:02:05");
  });

  it("reads back what a person types, and refuses what is no time", () => {
    expect(parseVideoTime("12:40")).toBe(760_000);
    expect(parseVideoTime(" 1:02:05 ")).toBe(3_725_000);
    expect(parseVideoTime("95")).toBe(95_000);
    expect(parseVideoTime("1:75")).toBeNull();
    expect(parseVideoTime("abc")).toBeNull();
    expect(parseVideoTime("")).toBeNull();
  });
});
