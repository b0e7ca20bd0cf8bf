// /register's sign-up: the same details form and sign-up as onboarding step 2 (one path, one set
// of rules); without an immediate session the user is told to confirm the e-mail address first.
import { useTranslation } from "react-i18next";
import { SignUpDetailsForm, type SignUpDetails } from "@/components/sign-up-details-form";
import { paths } from "@/config/paths";
import { useCreatorSignUp } from "@/hooks/use-creator-sign-up";

type RegisterFormProps = { onSignedIn: () => void | Promise<void>; onConfirmationSent: (email: string) => void };

export function RegisterForm({ onSignedIn, onConfirmationSent }: RegisterFormProps) {
  const { t } = useTranslation("auth");
  const { signUp, pending, passwordError, clearPasswordError } = useCreatorSignUp();

  const submit = async ({ email, name, password, captcha }: SignUpDetails) => {
    const outcome = await signUp({ email, name, password, callbackURL: paths.app.dashboard.getHref(), captcha });
    if (outcome === "session") await onSignedIn();
    if (outcome === "confirmation") onConfirmationSent(email);
  };

  return (
    <div data-testid="register-form">
      <SignUpDetailsForm
        needsPassword
        busy={pending}
        submitLabel={t("register.submit")}
        passwordError={passwordError}
        onPasswordChange={clearPasswordError}
        onSubmit={(details) => void submit(details)}
      />
    </div>
  );
}
