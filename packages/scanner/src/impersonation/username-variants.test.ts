import { describe, expect, it } from "vitest";
import { matchUsername } from "./match-username";
import { MAX_USERNAME_VARIANTS, usernameVariants } from "./username-variants";

describe("usernameVariants", () => {
  const variants = usernameVariants(["Nova Quill"], ["novaquill"]);

  it("covers her name plain, with separators, affixes, leetspeak and typos", () => {
    for (const expected of ["novaquill", "nova_quill", "nova.quill", "novaquill_official", "novaquill_backup", "novaquillvip", "novaquill_fans", "real_novaquill", "n0vaqu1ll", "n0vaquill", "novaquil"]) {
      expect(variants).toContain(expected);
    }
  });

  it("is bounded, without duplicates, her plain name first", () => {
    expect(variants.length).toBeLessThanOrEqual(MAX_USERNAME_VARIANTS);
    expect(new Set(variants).size).toBe(variants.length);
    expect(variants[0]).toBe("novaquill");
    expect(usernameVariants(["Nova Quill"], ["novaquill"], 10)).toHaveLength(10);
  });

  it("gives only usernames the matcher recognises as hers", () => {
    for (const variant of variants) expect(matchUsername(["Nova Quill", "novaquill"], variant).match, variant).toBe(true);
  });

  it("skips names too short to probe", () => {
    expect(usernameVariants(["Jo"], [])).toEqual([]);
  });
});
