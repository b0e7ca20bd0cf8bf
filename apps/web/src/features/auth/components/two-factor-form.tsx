// Second sign-in step: the six-digit code from the authenticator app, or one of the recovery
// codes shown at enrolment for a creator who has lost the phone (each works once).
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
import { recoveryCodeSchema, totpSchema, type TotpValues } from "../lib/schemas";

type TwoFactorFormProps = { onVerified: () => void | Promise<void>; onCancel: () => void };
type Method = "app" | "recovery";

export function TwoFactorForm({ onVerified, onCancel }: TwoFactorFormProps) {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [method, setMethod] = useState<Method>("app");
  const [failure, setFailure] = useState<AuthErrorLike>(null);
  const form = useForm<TotpValues>({ resolver: zodResolver(method === "app" ? totpSchema : recoveryCodeSchema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const { error } = method === "app" ? await authClient.twoFactor.verifyTotp({ code }) : await authClient.twoFactor.verifyBackupCode({ code });
      if (error) return setFailure(error);
      await onVerified();
    } catch {
      setFailure({ message: t("errors.network") });
    }
  });

  const switchTo = (next: Method) => {
    setMethod(next);
    setFailure(null);
    form.reset({ code: "" });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="two-factor-form">
      <p className="text-sm text-muted-foreground">{t(method === "app" ? "twoFactor.description" : "twoFactor.recoveryDescription")}</p>
      {failure ? <Alert variant="destructive">{authErrorMessage(t, failure)}</Alert> : null}
      <FormField
        key={method}
        label={t(method === "app" ? "twoFactor.code" : "twoFactor.recoveryCode")}
        inputMode={method === "app" ? "numeric" : "text"}
        autoComplete={method === "app" ? "one-time-code" : "off"}
        maxLength={method === "app" ? 6 : 32}
        autoFocus
        error={message(errors.code)}
        {...form.register("code")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("twoFactor.verifying") : t("twoFactor.verify")}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={() => switchTo(method === "app" ? "recovery" : "app")}>
        {t(method === "app" ? "twoFactor.useRecoveryCode" : "twoFactor.useApp")}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        {t("twoFactor.back")}
      </Button>
    </form>
  );
}
