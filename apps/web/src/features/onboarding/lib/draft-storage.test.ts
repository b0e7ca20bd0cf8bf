import { describe, expect, it } from "vitest";
import { clearDraft, clearScanResultMarkers, ONBOARDING_DRAFT_STORAGE_KEY, readDraft, writeDraft, type OnboardingDraft } from "./draft-storage";

const draft: OnboardingDraft = {
  email: "nova@example.com",
  name: "Nova Quill",
  platformSelections: [{ platformId: "onlyfans", username: "novaquill" }],
  selectedPlan: "pro",
  step: 3,
  accountCreated: true,
};

describe("onboarding draft storage", () => {
  it("never stores the password, even when handed one", () => {
    writeDraft({ ...draft, password: "Correct-horse-9" } as OnboardingDraft);
    const raw = window.localStorage.getItem(ONBOARDING_DRAFT_STORAGE_KEY) ?? "";
    expect(raw).not.toContain("Correct-horse-9");
    expect(raw).not.toContain("password");
    expect(readDraft()).toEqual(draft);
  });

  it("ignores a damaged entry and clears", () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_STORAGE_KEY, "{not json");
    expect(readDraft()).toBeNull();
    writeDraft(draft);
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it("forgets the scan-result markers", () => {
    window.localStorage.setItem("scanResultsTimestamp", "1");
    window.localStorage.setItem("scanResultsEmail", "nova@example.com");
    window.localStorage.setItem("language", "de");
    clearScanResultMarkers();
    expect(window.localStorage.getItem("scanResultsTimestamp")).toBeNull();
    expect(window.localStorage.getItem("scanResultsEmail")).toBeNull();
    expect(window.localStorage.getItem("language")).toBe("de");
  });
});
