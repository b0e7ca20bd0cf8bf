import { maxPlatforms, platforms } from "@unleak/contracts";
import { describe, expect, it } from "vitest";
import {
  addPlatform,
  filledSelections,
  isAtLimit,
  previewUrl,
  removePlatform,
  selectionFromLink,
  selectionProblem,
  setUsername,
} from "./platform-selections";

describe("platform selections", () => {
  it("normalises usernames as they are typed", () => {
    const selections = setUsername([{ platformId: "onlyfans", username: "" }], "onlyfans", " @Nova Quill ");
    expect(selections).toEqual([{ platformId: "onlyfans", username: "novaquill" }]);
    expect(previewUrl(selections[0])).toBe("https://onlyfans.com/novaquill");
  });

  it("rejects characters outside letters, numbers, _ . -", () => {
    expect(selectionProblem({ platformId: "onlyfans", username: "nova!quill" })).toBe("invalid_characters");
    expect(selectionProblem({ platformId: "onlyfans", username: "nova_quill.x-1" })).toBeNull();
    expect(selectionProblem({ platformId: "onlyfans", username: "" })).toBeNull();
  });

  it("keeps a custom URL as entered and asks for http:// or https://", () => {
    const [custom] = setUsername([{ platformId: "custom", username: "" }], "custom", "ftp://Nova.site");
    expect(custom.username).toBe("ftp://Nova.site");
    expect(selectionProblem(custom)).toBe("not_http");
    expect(selectionProblem({ platformId: "custom", username: "https://nova.example" })).toBeNull();
  });

  it(`allows at most ${maxPlatforms} platforms, each once`, () => {
    let selections = addPlatform([], "onlyfans");
    selections = addPlatform(selections, "onlyfans");
    expect(selections).toHaveLength(1);
    for (const platform of platforms.slice(1, 15)) selections = addPlatform(selections, platform.id);
    expect(selections).toHaveLength(maxPlatforms);
    expect(isAtLimit(selections)).toBe(true);
    expect(removePlatform(selections, "onlyfans")).toHaveLength(maxPlatforms - 1);
  });

  it("saves only filled entries and reads saved links back", () => {
    expect(filledSelections([{ platformId: "x", username: "" }, { platformId: "tiktok", username: "nova" }])).toEqual([
      { platformId: "tiktok", username: "nova" },
    ]);
    expect(selectionFromLink({ platform: "OnlyFans", url: "https://onlyfans.com/novaquill" })).toEqual({ platformId: "onlyfans", username: "novaquill" });
    expect(selectionFromLink({ platform: "Custom Website", url: "https://nova.example" })).toEqual({ platformId: "custom", username: "https://nova.example" });
  });
});
