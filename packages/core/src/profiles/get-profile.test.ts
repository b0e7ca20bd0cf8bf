import { describe, expect, it } from "vitest";
import { profileStatus } from "./get-profile";

const full = { firstName: "Nova", lastName: "Quill", dateOfBirth: "1995-04-01", address: "1 Main St", postalCode: "10115", country: "DE" };
const counts = { niches: 1, stageNames: 1, officialLinks: 1 };

describe("profile status", () => {
  it("is Complete only with every field, a niche, a stage name and an official link", () => {
    expect(profileStatus(full, counts)).toBe("Complete");
    for (const field of Object.keys(full) as Array<keyof typeof full>) {
      expect(profileStatus({ ...full, [field]: null }, counts), field).toBe("Incomplete");
      expect(profileStatus({ ...full, [field]: "  " }, counts), field).toBe("Incomplete");
    }
    for (const key of Object.keys(counts) as Array<keyof typeof counts>) {
      expect(profileStatus(full, { ...counts, [key]: 0 }), key).toBe("Incomplete");
    }
  });
});
