// /register's sign-up: the same details form and sign-up as onboarding step 2 (one path, one set
// of rules); without an immediate session the user is told to confirm the e-mail address first.
// With a phone number instead, the code sent by SMS is asked for next (ADR 022).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SignUpDetailsForm, type SignUpDetails } from "@/components/sign-up-details-form";
import { paths } from "@/config/paths";
import { useCreatorSignUp } from "@/hooks/use-creator-sign-up";
import { PhoneCodeForm } from "./phone-code-form";

/** `callbackURL`: where the confirmation link leads once the address is verified (a same-site path). */
type RegisterFormProps = { onSignedIn: () => void | Promise<void>; onConfirmationSent: (email: string) => void; callbackURL?: string };

export function RegisterForm({ onSignedIn, onConfirmationSent, callbackURL = paths.app.dashboard.getHref() }: RegisterFormProps) {
  const { t } = useTranslation("auth");
  const { signUp, signUpWithPhone, pending, passwordError, clearPasswordError } = useCreatorSignUp();
  const [codeFor, setCodeFor] = useState<string | null>(null);

  const submit = async ({ email, phoneNumber, name, password, captcha }: SignUpDetails) => {
    if (phoneNumber) {
      if ((await signUpWithPhone({ phoneNumber, name, password, captcha })) === "code") setCodeFor(phoneNumber);
      return;
    }
    const outcome = await signUp({ email, name, password, callbackURL, captcha });
    if (outcome === "session") await onSignedIn();
    if (outcome === "confirmation") onConfirmationSent(email);
  };

  if (codeFor) return <PhoneCodeForm phoneNumber={codeFor} onSignedIn={onSignedIn} onStartOver={() => setCodeFor(null)} />;

  return (
    <div data-testid="register-form">
      <SignUpDetailsForm
        allowPhone
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
