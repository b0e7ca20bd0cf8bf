import { describe, expect, it } from "vitest";
import { matchName } from "./match-name";

const NOVA = ["Nova Quill", "novaquill_"];

describe("matchName", () => {
  it.each(["Nova Quill", "nova quill", "NOVA  QUILL", "Nóva Quill", "ℕ𝕠𝕧𝕒 𝕢𝕦𝕚𝕝𝕝", "Ｎｏｖａ Ｑｕｉｌｌ", "Nova\u200B Quill"])(
    "rates %j exact",
    (candidate) => {
      expect(matchName(NOVA, candidate)).toMatchObject({ quality: "exact", matched: "Nova Quill" });
    },
  );

  it.each(["n0va_qu1ll", "NovaQuill", "nova.quill", "nova-quill", "Nоva Quill", "ɴᴏᴠᴀ ǫᴜɪʟʟ", "N0V4 QU!LL", "@novaquill", "N.o.v.a Q.u.i.l.l", "nov@qui|l"])(
    "rates %j high",
    (candidate) => {
      expect(matchName(NOVA, candidate)).toMatchObject({ quality: "high", matched: "Nova Quill" });
    },
  );

  it.each([
    "NovaQuill_official",
    "novaquill.leaks",
    "novaquill_vip",
    "real_nova_quill",
    "novaquillof",
    "NovaQuill OnlyFans Leaks",
    "xXx_n0vaquill_xXx",
    "novaquill2024",
    "69novaquill",
    "Quill Nova",
    "Quill, Nova (leaked)",
    "quill_nova_official",
    "Nova Quill | OnlyFans",
  ])("rates %j good", (candidate) => {
    expect(matchName(NOVA, candidate)).toMatchObject({ quality: "good", matched: "Nova Quill" });
  });

  it.each(["Nova Quilt", "Novaquillion", "Nova", "Quill", "Nova Marie Quill", "supernovaquill", "Nova and Quill", "Nova Quillz", "novaquilt_official", "nova nova", ""])(
    "does not match the decoy %j",
    (candidate) => {
      expect(matchName(NOVA, candidate)).toEqual({ quality: null, matched: null, reason: "no tier matched" });
    },
  );

  it("names the subject name that matched and says why", () => {
    const result = matchName(["Nova Quill", "Stella Vane"], "stellavane_official");
    expect(result).toEqual({ quality: "good", matched: "Stella Vane", reason: 'same after removing "official"' });
  });

  it("prefers the strongest tier across all of a subject's names", () => {
    expect(matchName(["Nova Quill", "novaquill"], "novaquill").quality).toBe("exact");
    expect(matchName(["novaquill", "Nova Quill"], "Nova Quill")).toMatchObject({ quality: "exact", matched: "Nova Quill" });
  });

  it("never strips decorations to match a very short name", () => {
    expect(matchName(["Jo"], "jo_official").quality).toBeNull();
    expect(matchName(["Jo"], "J0").quality).toBe("high");
  });

  it("ignores empty subject names", () => {
    expect(matchName(["", "  "], "anything").quality).toBeNull();
  });
});
