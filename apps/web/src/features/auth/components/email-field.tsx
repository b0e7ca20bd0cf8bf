// The e-mail field every sign-in form shares: its label, type, autocomplete and example address.
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";

type EmailFieldProps = Omit<ComponentProps<typeof FormField>, "label" | "type">;

export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation("auth");
  return <FormField label={t("fields.email")} type="email" autoComplete="email" placeholder={t("fields.emailPlaceholder")} {...props} />;
}
