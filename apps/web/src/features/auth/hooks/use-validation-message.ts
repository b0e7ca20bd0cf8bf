// Translates a schema message key (see schemas.ts) for display under a field.
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { ValidationKey } from "../lib/schemas";

export function useValidationMessage() {
  const { t } = useTranslation("auth");
  return useCallback(
    (error: { message?: string } | undefined): string | undefined =>
      error?.message ? t(`validation.${error.message as ValidationKey}`) : undefined,
    [t],
  );
}
