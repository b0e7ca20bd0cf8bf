import { describe, expect, it } from "vitest";
import { metCriteria, passwordStrength } from "./password-strength";

describe("passwordStrength", () => {
  it.each([
    ["", "veryWeak"],
    ["abc", "veryWeak"],
    ["abcdefgh", "weak"],
    ["abcdefgH", "fair"],
    ["abcdefH1", "strong"],
    ["abcdeH1!", "veryStrong"],
    ["A1!", "fair"],
  ] as const)("%j is %s", (password, label) => {
    expect(passwordStrength(password)).toBe(label);
  });

  it("names each criterion that is met", () => {
    expect(metCriteria("Ab1!")).toEqual(["lowercase", "uppercase", "digit", "special"]);
    expect(metCriteria("aaaaaaaa")).toEqual(["length", "lowercase"]);
  });
});
