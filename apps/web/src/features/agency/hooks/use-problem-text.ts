// The words for a refused field of an agency form (see lib/field-problems.ts).
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "../lib/field-problems";

export function useProblemText() {
  const { t } = useTranslation("agency");
  return useCallback(
    (field: string, problem: FieldProblem | undefined): string | undefined => {
      if (!problem) return undefined;
      if (problem.kind === "tooLong") return t("apply.problems.tooLong", { max: problem.max });
      if (problem.kind === "invalid") return t("apply.problems.invalid");
      if (problem.kind === "format" && field.toLowerCase().endsWith("email")) return t("apply.problems.email");
      if (problem.kind === "format" && field === "website") return t("apply.problems.website");
      return t("apply.problems.required");
    },
    [t],
  );
}
