import { describe, expect, it } from "vitest";
import { findNameMentions } from "./find-name-mentions";

const NOVA = ["Nova Quill"];
const spans = (text: string) => findNameMentions(NOVA, text).map((mention) => [mention.text, mention.quality]);

describe("findNameMentions", () => {
  it("finds each mention in a title with its offsets", () => {
    const text = "Nova Quill leaked set #3 - NovaQuill OF";
    const mentions = findNameMentions(NOVA, text);
    expect(mentions.map((m) => [m.text, m.quality])).toEqual([
      ["Nova Quill", "exact"],
      ["NovaQuill", "high"],
    ]);
    for (const mention of mentions) expect(text.slice(mention.start, mention.end)).toBe(mention.text);
    expect(mentions[0]).toMatchObject({ name: "Nova Quill", start: 0, end: 10 });
  });

  it("finds disguised spellings", () => {
    expect(spans("watch n0va_qu1ll & friends")).toEqual([["n0va_qu1ll", "high"]]);
    expect(spans("ℕ𝕠𝕧𝕒 𝕢𝕦𝕚𝕝𝕝 new video")).toEqual([["ℕ𝕠𝕧𝕒 𝕢𝕦𝕚𝕝𝕝", "exact"]]);
    expect(spans("N o v a Q u i l l exclusive")).toEqual([["N o v a Q u i l l", "high"]]);
    expect(spans("Quill, Nova (leaked)")).toEqual([["Quill, Nova", "good"]]);
    expect(spans("join @novaquill.leaks on telegram")).toEqual([["@novaquill", "high"]]);
  });

  it("finds a name glued to its decorations as a good mention", () => {
    expect(spans("NEW NovaQuillOfficial2024 upload")).toEqual([["NovaQuillOfficial2024", "good"]]);
  });

  it("finds every mention in a long caption", () => {
    const filler = Array.from({ length: 2000 }, (_, index) => `word${index % 50}`).join(" ");
    const text = `${filler} Nova Quill ${filler} n0va_qu1ll ${filler} Quill Nova`;
    expect(spans(text)).toEqual([
      ["Nova Quill", "exact"],
      ["n0va_qu1ll", "high"],
      ["Quill Nova", "good"],
    ]);
  });

  it("finds nothing in titles about someone or something else", () => {
    for (const text of ["Nova Quilt tutorial", "Novaquillion reaction", "Nova is here, Quill too", "nova and quill", "Supernova quilling", ""]) {
      expect(findNameMentions(NOVA, text), text).toEqual([]);
    }
  });

  it("returns nothing without subject names", () => {
    expect(findNameMentions([], "Nova Quill")).toEqual([]);
  });
});
