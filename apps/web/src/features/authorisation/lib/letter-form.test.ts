import { describe, expect, it } from "vitest";
import { letterFormProblem, type LetterFormState } from "./letter-form";

const complete: LetterFormState = { signedIn: true, fullName: "Nova Quill", contentDescription: "My photos", padAvailable: true, signatureEmpty: false };

describe("letterFormProblem", () => {
  it("names the first missing part, in the order the creator fills the form", () => {
    expect(letterFormProblem({ ...complete, signedIn: false, fullName: "" })).toBe("notSignedIn");
    expect(letterFormProblem({ ...complete, fullName: "   ", contentDescription: "" })).toBe("fullNameRequired");
    expect(letterFormProblem({ ...complete, contentDescription: " \n", signatureEmpty: true })).toBe("contentRequired");
    expect(letterFormProblem({ ...complete, padAvailable: false, signatureEmpty: true })).toBe("padUnavailable");
    expect(letterFormProblem({ ...complete, signatureEmpty: true })).toBe("signatureRequired");
    expect(letterFormProblem(complete)).toBeNull();
  });
});
