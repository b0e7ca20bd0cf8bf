// E-mail and password sign-in; hands over to the TOTP step when two-factor is required.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { useValidationMessage } from "../hooks/use-validation-message";
import { authErrorMessage, isAuthErrorCode, type AuthErrorLike } from "../lib/auth-error";
import { loginSchema, type LoginValues } from "../lib/schemas";
import { ResendVerification } from "./resend-verification";
import { EmailField } from "./email-field";

type LoginFormProps = { onSignedIn: () => void | Promise<void>; onTwoFactorRequired: () => void };

export function LoginForm({ onSignedIn, onTwoFactorRequired }: LoginFormProps) {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [failure, setFailure] = useState<AuthErrorLike>(null);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { data, error } = await authClient.signIn.email({ email, password, callbackURL: paths.app.dashboard.getHref() });
      if (error) return setFailure(error);
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return onTwoFactorRequired();
      await onSignedIn();
    } catch {
      setFailure({ code: "NETWORK_ERROR" });
    }
  });

  const unverified = isAuthErrorCode(failure, "EMAIL_NOT_VERIFIED");

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="login-form">
      {failure ? (
        <Alert variant={unverified ? "default" : "destructive"} data-testid="login-error">
          {failure.code === "NETWORK_ERROR" ? t("errors.network") : authErrorMessage(t, failure)}
          {unverified ? <ResendVerification email={form.getValues("email")} /> : null}
        </Alert>
      ) : null}
      <EmailField error={message(errors.email)} {...form.register("email")} />
      <div className="grid gap-2">
        <PasswordField label={t("fields.password")} autoComplete="current-password" error={message(errors.password)} {...form.register("password")} />
        <Link to={paths.auth.forgotPassword.getHref()} className="justify-self-end text-sm text-primary hover:underline">
          {t("login.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
