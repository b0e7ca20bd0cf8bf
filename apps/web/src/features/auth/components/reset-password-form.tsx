// Sets a new password with the token from the reset link, then returns to the sign-in page.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { PasswordField } from "@/components/ui/password-field";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { passwordRefusal } from "@/lib/password-refusal";
import { useValidationMessage } from "../hooks/use-validation-message";
import { authErrorMessage, isAuthErrorCode, type AuthErrorLike } from "../lib/auth-error";
import { resetPasswordSchema, type ResetPasswordValues } from "../lib/schemas";

type ResetPasswordFormProps = { token: string | null; onReset: () => void };

export function InvalidResetLink() {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-4" data-testid="reset-password-invalid">
      <Alert variant="destructive">{t("errors.invalidToken")}</Alert>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.auth.forgotPassword.getHref()}>{t("reset.requestNewLink")}</Link>
      </Button>
    </div>
  );
}

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [failure, setFailure] = useState<AuthErrorLike>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" });

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setFailure(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) return setFailure(error);
      onReset();
    } catch {
      setFailure({ message: t("errors.network") });
    }
  });

  if (!token || isAuthErrorCode(failure, "INVALID_TOKEN")) return <InvalidResetLink />;
  const refusal = passwordRefusal(failure);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="reset-password-form">
      {failure && !refusal ? <Alert variant="destructive">{authErrorMessage(t, failure)}</Alert> : null}
      <PasswordField label={t("fields.newPassword")} autoComplete="new-password" error={message(errors.password) ?? refusal ?? undefined} {...form.register("password")} />
      {password ? <PasswordStrengthMeter password={password} /> : null}
      <PasswordField
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        error={message(errors.confirmPassword)}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </form>
  );
}
