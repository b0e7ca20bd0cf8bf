// Sign-up with name, e-mail and password; without an immediate session the user is told to
// confirm the e-mail address first.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { PasswordField } from "@/components/ui/password-field";
import { PASSWORD_MIN_LENGTH } from "@/config/constants";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { useValidationMessage } from "../hooks/use-validation-message";
import { isAuthErrorCode } from "../lib/auth-error";
import { registerSchema, type RegisterValues } from "../lib/schemas";
import { EmailField } from "./email-field";

type RegisterFormProps = { onSignedIn: () => void | Promise<void>; onConfirmationSent: (email: string) => void };

export function RegisterForm({ onSignedIn, onConfirmationSent }: RegisterFormProps) {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" });

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    try {
      const { data, error } = await authClient.signUp.email({ name, email, password, callbackURL: paths.app.dashboard.getHref() });
      if (error) {
        if (isAuthErrorCode(error, "USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")) {
          toast.error(t("register.existsTitle"), { description: t("register.existsDescription") });
        } else {
          toast.error(t("register.errorTitle"), { description: error.message ?? t("errors.generic") });
        }
        return;
      }
      if (data?.token) {
        toast.success(t("register.welcomeTitle"), { description: t("register.welcomeDescription") });
        await onSignedIn();
        return;
      }
      toast.success(t("register.confirmTitle"), { description: t("register.confirmDescription") });
      onConfirmationSent(email);
    } catch {
      toast.error(t("register.unexpectedTitle"), { description: t("errors.network") });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" data-testid="register-form">
      <FormField label={t("fields.fullName")} autoComplete="name" error={message(errors.name)} {...form.register("name")} />
      <EmailField error={message(errors.email)} {...form.register("email")} />
      <div className="grid gap-1.5">
        <PasswordField
          label={t("fields.password")}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          error={message(errors.password)}
          {...form.register("password")}
        />
        {errors.password ? null : (
          <p className="text-xs text-muted-foreground">{t("register.passwordHint", { min: PASSWORD_MIN_LENGTH })}</p>
        )}
        {password ? <PasswordStrengthMeter password={password} /> : null}
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("register.submitting") : t("register.submit")}
      </Button>
    </form>
  );
}
