// Asks for a reset link; the answer is the same neutral confirmation whether or not the
// address has an account. A switch offers the reset by phone number instead (a code by SMS).
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type AccountMethod, MethodSwitch } from "@/components/method-switch";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { useValidationMessage } from "../hooks/use-validation-message";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../lib/schemas";
import { EmailField } from "./email-field";
import { PhoneResetForm } from "./phone-reset-form";

export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [sent, setSent] = useState(false);
  const [method, setMethod] = useState<AccountMethod>("email");
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    await authClient.requestPasswordReset({ email, redirectTo: paths.auth.resetPassword.getHref() }).catch(() => undefined);
    setSent(true);
  });

  const methodSwitch = <MethodSwitch label={t("phone.resetMethodLabel")} value={method} onChange={setMethod} />;
  if (method === "phone") {
    return (
      <div className="grid gap-4">
        {methodSwitch}
        <PhoneResetForm />
      </div>
    );
  }

  if (sent) {
    return (
      <Alert variant="success" data-testid="forgot-password-sent" className="flex gap-3">
        <MailCheck aria-hidden="true" className="size-5 shrink-0" />
        <span>{t("forgot.sent")}</span>
      </Alert>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="forgot-password-form">
      {methodSwitch}
      <EmailField error={message(errors.email)} {...form.register("email")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
      </Button>
    </form>
  );
}
