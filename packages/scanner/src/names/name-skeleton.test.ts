import { describe, expect, it } from "vitest";
import { nameKey, nameTokens } from "./name-skeleton";

describe("name skeletons", () => {
  it("splits on every kind of separator", () => {
    expect(nameTokens("nova_quill.official-2024 (vip)")).toEqual(["nova", "quill", "official", "2024", "vip"]);
    expect(nameTokens("Nova Quill | OnlyFans")).toEqual(["nova", "quill", "onlyfans"]);
    expect(nameTokens("@novaquill!")).toEqual(["novaquill"]);
  });

  it.each([
    ["n0va_qu1ll", "novaquiii"],
    ["N0V4 QU!LL", "novaquiii"],
    ["nov@ qui|l", "novaquiii"],
    ["5ky3 $t4r", "skyestar"],
    ["Nоva Quill", "novaquiii"],
    ["ɴᴏᴠᴀ ǫᴜɪʟʟ", "novaquiii"],
    ["Ⓝⓞⓥⓐ", "nova"],
  ])("reduces %j to the key %j", (input, key) => {
    expect(nameKey(input)).toBe(key);
  });

  it("keeps names apart that differ in a real letter", () => {
    expect(nameKey("Nova Quilt")).not.toBe(nameKey("Nova Quill"));
    expect(nameKey("Novaquillion")).not.toBe(nameKey("Nova Quill"));
  });
});
