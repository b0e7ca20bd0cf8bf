// The field for the 6-digit code sent by SMS (phone sign-up and password reset).
import { useTranslation } from "react-i18next";
import { FormField } from "@/components/ui/form-field";

export function SmsCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("auth");
  return <FormField label={t("phone.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={value} onChange={(event) => onChange(event.target.value)} />;
}

/** Whether `code` (as typed) is a whole code. */
export const isSmsCode = (code: string) => /^\d{6}$/.test(code.trim());
