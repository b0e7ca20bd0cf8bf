// The appeal form's checks before anything is sent, with the route's own limits: the server checks
// again, and judges each file by its content rather than by the type the browser gives it.
import { APPEAL_EVIDENCE_FILES_MAX, APPEAL_EVIDENCE_MAX_BYTES, APPEAL_EXPLANATION_MAX, appealEvidenceTypes, appealFieldsSchema } from "@unleak/contracts";

export const EVIDENCE_MEGABYTES = APPEAL_EVIDENCE_MAX_BYTES / 1024 / 1024;
export const EVIDENCE_ACCEPT = appealEvidenceTypes.join(",");

export type AppealProblem =
  | { field: "email"; problem: "emailInvalid" }
  | { field: "explanation"; problem: "explanationRequired" | "explanationTooLong" }
  | { field: "evidence"; problem: "tooManyFiles" | "fileType" | "fileTooLarge"; name?: string };

/** The first problem of each field, in the form's order; empty when the appeal may be sent. */
export function appealProblems({ email, explanation, evidence }: { email: string; explanation: string; evidence: File[] }): AppealProblem[] {
  const problems: AppealProblem[] = [];
  const fields = appealFieldsSchema.safeParse({ email, explanation });
  const failed = new Set(fields.success ? [] : fields.error.issues.map((issue) => issue.path[0]));
  if (failed.has("email")) problems.push({ field: "email", problem: "emailInvalid" });
  if (failed.has("explanation")) problems.push({ field: "explanation", problem: explanation.trim().length > APPEAL_EXPLANATION_MAX ? "explanationTooLong" : "explanationRequired" });
  const evidenceProblem = fileProblem(evidence);
  if (evidenceProblem) problems.push(evidenceProblem);
  return problems;
}

function fileProblem(evidence: File[]): AppealProblem | null {
  if (evidence.length > APPEAL_EVIDENCE_FILES_MAX) return { field: "evidence", problem: "tooManyFiles" };
  for (const file of evidence) {
    if (!(appealEvidenceTypes as readonly string[]).includes(file.type)) return { field: "evidence", problem: "fileType", name: file.name };
    if (file.size > APPEAL_EVIDENCE_MAX_BYTES) return { field: "evidence", problem: "fileTooLarge", name: file.name };
  }
  return null;
}
