// A refused form, field by field: each zod issue of a contract's schema becomes the translated
// problem of its field (the first one wins), so a form checks with the route's own rules.
import { unstorableTextProblem } from "@unleak/contracts";
import type { z } from "zod";

export type FieldProblem = { kind: "required" | "tooLong" | "invalid" | "format"; max?: number };

export function fieldProblems(error: z.ZodError): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (problems[field]) continue;
    if (issue.code === "too_big") problems[field] = { kind: "tooLong", max: Number(issue.maximum) };
    else if (issue.message === unstorableTextProblem) problems[field] = { kind: "invalid" };
    else if (issue.code === "too_small" || issue.code === "invalid_value" || (issue.code === "invalid_type" && issue.input === undefined)) problems[field] = { kind: "required" };
    else problems[field] = { kind: "format" };
  }
  return problems;
}

/** Which text of a form's `problems.*` (required, tooLong, invalid, email, website) names a field's problem. */
export function problemTextKey(field: string, problem: FieldProblem): "required" | "tooLong" | "invalid" | "email" | "website" {
  if (problem.kind === "tooLong" || problem.kind === "invalid") return problem.kind;
  if (problem.kind === "format" && field.toLowerCase().endsWith("email")) return "email";
  if (problem.kind === "format" && field === "website") return "website";
  return "required";
}
