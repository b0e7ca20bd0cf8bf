import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it("knows the most common passwords, whatever their case", () => {
    for (const password of ["password", "12345678", "PASSWORD", "Qwertyuiop", "iloveyou"]) expect(isCommonPassword(password)).toBe(true);
  });
  it("lets uncommon passwords through", () => {
    for (const password of ["Correct-horse-9", "Brand-new-pass-7", "tq8#Lm2!vZ"]) expect(isCommonPassword(password)).toBe(false);
  });
});
