// E-mail or phone number and password sign-in (a switch between the two); hands over to the TOTP
// step when two-factor is required.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
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
import { MethodSwitch } from "@/components/method-switch";
import { PhoneField } from "@/components/phone-field";

type LoginFormProps = { onSignedIn: () => void | Promise<void>; onTwoFactorRequired: () => void };

export function LoginForm({ onSignedIn, onTwoFactorRequired }: LoginFormProps) {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [failure, setFailure] = useState<AuthErrorLike>(null);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { method: "email", email: "", phoneNumber: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const method = useWatch({ control: form.control, name: "method" });

  const submit = form.handleSubmit(async ({ method, email, phoneNumber, password }) => {
    setFailure(null);
    try {
      const { data, error } =
        method === "phone"
          ? await authClient.signIn.phoneNumber({ phoneNumber: phoneNumber.trim(), password })
          : await authClient.signIn.email({ email: email.trim(), password, callbackURL: paths.app.dashboard.getHref() });
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
      <MethodSwitch
        label={t("phone.methodLabel")}
        value={method}
        onChange={(next) => {
          setFailure(null);
          form.clearErrors();
          form.setValue("method", next);
        }}
      />
      {method === "phone" ? (
        <PhoneField error={message(errors.phoneNumber)} {...form.register("phoneNumber")} />
      ) : (
        <EmailField error={message(errors.email)} {...form.register("email")} />
      )}
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
