// The not-found wording and the random-URL similarity: headlines always count, body text only on
// a thin page (a live page's footer may say "DMCA"), digits never make two pages differ.
import { describe, expect, it } from "vitest";
import { tokenSetSimilarity } from "./body-similarity";
import { findNotFoundWording } from "./not-found-wording";

const long = Array.from({ length: 60 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}`).join(" ");

describe("findNotFoundWording", () => {
  it("reads headlines in English, German, Spanish and French", () => {
    expect(findNotFoundWording({ headlines: "Page not found", visible: long })).toBe("not found");
    expect(findNotFoundWording({ headlines: "Seite nicht gefunden", visible: long })).toBe("nicht gefunden");
    expect(findNotFoundWording({ headlines: "Vídeo eliminado", visible: long })).toBe("eliminado");
    expect(findNotFoundWording({ headlines: "Vidéo supprimée", visible: long })).toBe("supprimée");
  });

  it("ignores wording deep in a long live page but reads a thin notice page's text", () => {
    expect(findNotFoundWording({ headlines: "Beach video", visible: `${long} report DMCA` })).toBeNull();
    expect(findNotFoundWording({ headlines: "Tubesite", visible: "Sorry, this content is no longer available." })).toBe("no longer available");
  });

  it("does not match inside other words", () => {
    expect(findNotFoundWording({ headlines: "eliminados del torneo", visible: long })).toBeNull();
  });
});

describe("tokenSetSimilarity", () => {
  it("ignores digits and case, and never calls two empty texts similar", () => {
    expect(tokenSetSimilarity("Item 12 of our newest galleries", "item 7 OF our newest galleries")).toBe(1);
    expect(tokenSetSimilarity("", "")).toBe(0);
    expect(tokenSetSimilarity("sunset by the lake", "welcome to our galleries")).toBe(0);
  });
});
