// The phone-number field of sign-in and sign-up: international format, the server writes it in E.164.
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";

type PhoneFieldProps = Omit<ComponentProps<typeof FormField>, "label" | "type">;

export function PhoneField(props: PhoneFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-1">
      <FormField label={t("phone.phone")} type="tel" autoComplete="tel" inputMode="tel" placeholder={t("phone.placeholder")} {...props} />
      <p className="text-xs text-muted-foreground">{t("phone.hint")}</p>
    </div>
  );
}
