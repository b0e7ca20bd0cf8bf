// Password strength (spec §5): five criteria; the label follows how many are met. Strength is
// shown, never enforced: only an empty password blocks a submission.
import { PASSWORD_MIN_LENGTH } from "@/config/constants";

export const passwordCriteria = [
  { id: "length", test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { id: "lowercase", test: (value: string) => /[a-z]/.test(value) },
  { id: "uppercase", test: (value: string) => /[A-Z]/.test(value) },
  { id: "digit", test: (value: string) => /\d/.test(value) },
  { id: "special", test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export type PasswordCriterion = (typeof passwordCriteria)[number]["id"];
export type PasswordStrength = "veryWeak" | "weak" | "fair" | "strong" | "veryStrong";

export function metCriteria(password: string): PasswordCriterion[] {
  return passwordCriteria.filter((criterion) => criterion.test(password)).map((criterion) => criterion.id);
}

/** 0–1 criteria Very weak, 2 Weak, 3 Fair, 4 Strong, 5 Very strong. */
export function passwordStrength(password: string): PasswordStrength {
  const met = metCriteria(password).length;
  if (met <= 1) return "veryWeak";
  return (["weak", "fair", "strong", "veryStrong"] as const)[met - 2];
}
