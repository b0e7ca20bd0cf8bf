import { describe, expect, it } from "vitest";
import { normalisePhoneNumber } from "./phone-number";

describe("normalisePhoneNumber", () => {
  it("writes international numbers in E.164, whatever the spacing", () => {
    expect(normalisePhoneNumber("+49 151 2345 6789")).toBe("+4915123456789");
    expect(normalisePhoneNumber(" +1 (415) 555-2671 ")).toBe("+14155552671");
    expect(normalisePhoneNumber("+44 7400 123456")).toBe("+447400123456");
  });

  it("refuses numbers without a country prefix, invalid numbers and junk", () => {
    for (const input of ["0151 23456789", "+49 123", "+999 1234567", "call me", "", "+".padEnd(60, "1")]) {
      expect(normalisePhoneNumber(input)).toBeNull();
    }
  });
});
