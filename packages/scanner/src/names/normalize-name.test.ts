import { describe, expect, it } from "vitest";
import { normalizeName } from "./normalize-name";

describe("normalizeName", () => {
  it.each([
    ["Nova Quill", "nova quill"],
    ["  NOVA \t QUILL ", "nova quill"],
    ["ℕ𝕠𝕧𝕒 𝕢𝕦𝕚𝕝𝕝", "nova quill"],
    ["Ｎｏｖａ Ｑｕｉｌｌ", "nova quill"],
    ["Nóva Qüill", "nova quill"],
    ["Zoë Ławson", "zoe ławson"],
    ["Straße", "strasse"],
    ["İris", "iris"],
    ["No\u200Bva\u00ADQuill", "novaquill"],
    ["ΟΔΥΣΣΕΥΣ", "οδυσσευσ"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it("keeps separators and look-alikes: those belong to the weaker tiers", () => {
    expect(normalizeName("Nova_Quill")).toBe("nova_quill");
    expect(normalizeName("Nоva")).not.toBe("nova");
    expect(normalizeName("n0va")).toBe("n0va");
  });
});
