// Second sign-in step: the six-digit code from the authenticator app.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { authClient } from "@/lib/auth-client";
import { useValidationMessage } from "../hooks/use-validation-message";
import { authErrorMessage, type AuthErrorLike } from "../lib/auth-error";
import { totpSchema, type TotpValues } from "../lib/schemas";

type TwoFactorFormProps = { onVerified: () => void | Promise<void>; onCancel: () => void };

export function TwoFactorForm({ onVerified, onCancel }: TwoFactorFormProps) {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [failure, setFailure] = useState<AuthErrorLike>(null);
  const form = useForm<TotpValues>({ resolver: zodResolver(totpSchema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const { error } = await authClient.twoFactor.verifyTotp({ code });
      if (error) return setFailure(error);
      await onVerified();
    } catch {
      setFailure({ message: t("errors.network") });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="two-factor-form">
      <p className="text-sm text-muted-foreground">{t("twoFactor.description")}</p>
      {failure ? <Alert variant="destructive">{authErrorMessage(t, failure)}</Alert> : null}
      <FormField
        label={t("twoFactor.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={message(errors.code)}
        {...form.register("code")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("twoFactor.verifying") : t("twoFactor.verify")}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onCancel}>
        {t("twoFactor.back")}
      </Button>
    </form>
  );
}
