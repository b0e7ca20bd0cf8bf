import { describe, expect, it } from "vitest";
import { isAffixChain, stripAffixes } from "./name-affixes";
import { nameKey } from "./name-skeleton";

describe("name affixes", () => {
  it("recognises chains of affixes and digits, leetspeak included", () => {
    for (const text of ["", "official", "ofleaks2024", "0ff1c1al", "xxx", "2024", "vipfree", "realthe"]) {
      expect(isAffixChain(text), text).toBe(true);
    }
    for (const text of ["ion", "t", "offic", "marie", "super"]) expect(isAffixChain(text), text).toBe(false);
  });

  it("finds the name with only decorations around it", () => {
    const key = nameKey("Nova Quill");
    expect(stripAffixes("novaquillofficial", key)).toEqual(["", "official"]);
    expect(stripAffixes("realnovaquillxxx", key)).toEqual(["real", "xxx"]);
    expect(stripAffixes("69novaquill2024", key)).toEqual(["69", "2024"]);
    expect(stripAffixes("novaquillion", key)).toBeNull();
    expect(stripAffixes("supernovaquill", key)).toBeNull();
  });
});
