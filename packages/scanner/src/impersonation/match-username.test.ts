import { describe, expect, it } from "vitest";
import { editDistanceAtMostOne, matchUsername, USERNAME_MATCH_THRESHOLD } from "./match-username";

const NOVA = ["Nova Quill", "novaquill"];

describe("matchUsername", () => {
  it.each([
    ["novaquill", "same"],
    ["NovaQuill", "same"],
    ["nova_quill", "separator"],
    ["nova.quill", "separator"],
    ["n0vaqu1ll", "leetspeak"],
    ["nov4quill", "leetspeak"],
    ["nоvaquill", "confusable"], // Cyrillic о
    ["NovaQuill_official", "affix"],
    ["novaquill_backup", "affix"],
    ["novaquillvip", "affix"],
    ["real_novaquill", "affix"],
    ["novaquill_fans", "affix"],
    ["novaquil", "typo"],
    ["novaqiull", "typo"],
  ] as const)("reads %j as %s", (candidate, variant) => {
    const result = matchUsername(NOVA, candidate);
    expect(result).toMatchObject({ match: true, variant });
    expect(result.score).toBeGreaterThanOrEqual(USERNAME_MATCH_THRESHOLD);
    expect(result.name).not.toBeNull();
    expect(result.reasons).toHaveLength(1);
  });

  it.each(["novaquinn", "nova", "quill", "supernovaquill", "travelnova", "stellavane", "novaquillion", ""])("does not match %j", (candidate) => {
    expect(matchUsername(NOVA, candidate)).toEqual({ match: false, score: 0, reasons: [], variant: null, name: null });
  });

  it("ranks the disguises: the same name highest, a typo lowest", () => {
    const score = (candidate: string) => matchUsername(NOVA, candidate).score;
    expect(score("novaquill")).toBeGreaterThan(score("nova_quill"));
    expect(score("nova_quill")).toBeGreaterThan(score("novaquill_vip"));
    expect(score("novaquill_vip")).toBeGreaterThan(score("novaquil"));
  });

  it("names the name that matched", () => {
    expect(matchUsername(["Nova Quill", "Stella Vane"], "stellavane_official")).toMatchObject({ name: "Stella Vane", variant: "affix" });
  });

  it("does not take one letter off a short name as a typo", () => {
    expect(matchUsername(["Noa"], "noah").match).toBe(false);
  });
});

describe("editDistanceAtMostOne", () => {
  it("accepts one insertion, deletion, substitution or adjacent swap, and nothing more", () => {
    expect(editDistanceAtMostOne("novaquill", "novaquil")).toBe(true);
    expect(editDistanceAtMostOne("novaquill", "novaquilll")).toBe(true);
    expect(editDistanceAtMostOne("novaquill", "novaquilt")).toBe(true);
    expect(editDistanceAtMostOne("novaquill", "nvoaquill")).toBe(true);
    expect(editDistanceAtMostOne("novaquill", "novaquinn")).toBe(false);
    expect(editDistanceAtMostOne("novaquill", "novaquill")).toBe(false);
  });
});
