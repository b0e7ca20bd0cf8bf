import { describe, expect, it } from "vitest";
import { profileUpdateSchema, stageNamesSchema } from "./profile";
import { calendarDateSchema, findUnstorableText, idSchema, isUnstorableText, queryDateSchema, safeText } from "./safe-input";

describe("text the database can store", () => {
  it("refuses NUL and lone surrogates, keeps paired surrogates (emoji)", () => {
    expect(isUnstorableText("Nova\u0000Quill")).toBe(true);
    expect(isUnstorableText("\ud800")).toBe(true);
    expect(isUnstorableText("a\udc00b")).toBe(true);
    expect(isUnstorableText("\udc00\ud800")).toBe(true);
    expect(isUnstorableText("Nova 😀 Quill")).toBe(false);
    expect(isUnstorableText("Zoë")).toBe(false);
  });

  it("finds the path of the first bad string or key, however deep", () => {
    expect(findUnstorableText({ names: ["ok", "x\u0000"] })).toBe("names.1");
    expect(findUnstorableText({ data: { ["k\ud800"]: 1 } })).toBe("data.k\ud800");
    expect(findUnstorableText({ a: [1, null, true, { b: "fine" }] })).toBeNull();
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.split(".")).toHaveLength(100_000);
  });

  it("gives request schemas a refusal named invalid_characters", () => {
    const result = stageNamesSchema.safeParse({ names: ["Nova", "Quill\u0000"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["names.1", "invalid_characters"]]);
    expect(safeText().trim().max(5).parse("  Nova ")).toBe("Nova");
  });
});

describe("ids and dates", () => {
  it("accepts only real uuids", () => {
    expect(idSchema.safeParse("0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c").success).toBe(true);
    for (const fake of ["-".repeat(36), "0".repeat(36), "not-a-uuid", "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c\u0000"]) {
      expect(idSchema.safeParse(fake).success, fake).toBe(false);
    }
  });

  it("bounds birth dates to 1900..2100 and keeps real calendar days", () => {
    expect(calendarDateSchema.safeParse("1990-05-17").success).toBe(true);
    expect(calendarDateSchema.safeParse("1992-02-29").success).toBe(true);
    for (const day of ["0000-01-01", "1899-12-31", "2101-01-01", "1990-02-30", "275760-09-13"]) {
      expect(calendarDateSchema.safeParse(day).success, day).toBe(false);
    }
    expect(profileUpdateSchema.safeParse({ dateOfBirth: "0000-01-01" }).success).toBe(false);
  });

  it("bounds query dates", () => {
    expect(queryDateSchema.parse("2026-03-01").toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(queryDateSchema.parse("2026-03-01T23:59:59.999Z").toISOString()).toBe("2026-03-01T23:59:59.999Z");
    for (const value of ["275760-09-13", "+275760-09-13T00:00:00.000Z", "0000-01-01", "not a date", "-1", "1"]) {
      expect(queryDateSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
