// Asks for a reset link; the answer is the same neutral confirmation whether or not the
// address has an account.
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { useValidationMessage } from "../hooks/use-validation-message";
import { forgotPasswordSchema, type ForgotPasswordValues } from "../lib/schemas";
import { EmailField } from "./email-field";

export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    await authClient.requestPasswordReset({ email, redirectTo: paths.auth.resetPassword.getHref() }).catch(() => undefined);
    setSent(true);
  });

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
      <EmailField error={message(errors.email)} {...form.register("email")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("forgot.submitting") : t("forgot.submit")}
      </Button>
    </form>
  );
}
