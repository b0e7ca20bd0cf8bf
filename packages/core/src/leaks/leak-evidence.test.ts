import { describe, expect, it } from "vitest";
import { byEvidenceStrength, evidenceStrengthOf, leakMatchOf } from "./leak-evidence";

describe("a leak's evidence", () => {
  it("gives a picture match its quality, distance and reference, and no name match", () => {
    expect(leakMatchOf({ kind: "picture", quality: "high", distance: 12, matchedReferenceId: "ref-1" })).toEqual({
      pictureMatch: { quality: "high", distance: 12, referenceId: "ref-1" },
      nameMatch: null,
    });
  });

  it("never gives a name mention a picture quality: its grade is the name match's confidence", () => {
    expect(leakMatchOf({ kind: "name", quality: "exact", distance: null, matchedReferenceId: null })).toEqual({ pictureMatch: null, nameMatch: { confidence: "exact" } });
    expect(evidenceStrengthOf({ kind: "name", quality: "exact" })).toBe("name");
    expect(evidenceStrengthOf({ kind: "picture", quality: "good" })).toBe("good");
  });

  it("orders the strongest evidence first: exact, high, good pictures, then name mentions however confident", () => {
    const found = [
      { id: 1, kind: "name", quality: "exact" },
      { id: 2, kind: "picture", quality: "good" },
      { id: 3, kind: "picture", quality: "exact" },
      { id: 4, kind: "picture", quality: "high" },
    ] as const;
    expect([...found].sort(byEvidenceStrength).map((leak) => leak.id)).toEqual([3, 4, 2, 1]);
  });
});
