// The words for a refused field of an agency form (see lib/field-problems.ts).
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type FieldProblem, problemTextKey } from "@/lib/field-problems";

export function useProblemText() {
  const { t } = useTranslation("agency");
  return useCallback((field: string, problem: FieldProblem | undefined): string | undefined => (problem ? t(`apply.problems.${problemTextKey(field, problem)}`, { max: problem.max }) : undefined), [t]);
}
