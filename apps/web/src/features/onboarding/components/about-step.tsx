// Step 2 "Tell us about yourself": the sign-up details form /register uses too, with the e-mail
// from step 1 (the password is not asked after a provider sign-in).
import { useTranslation } from "react-i18next";
import { SignUpDetailsForm } from "@/components/sign-up-details-form";
import { StepHeading } from "./step-heading";

type AboutStepProps = {
  email: string;
  initialName: string;
  needsPassword: boolean;
  busy: boolean;
  passwordError: string | null;
  onPasswordChange: () => void;
  onSubmit: (values: { name: string; password: string; captcha?: string | null }) => void;
};

export function AboutStep({ email, initialName, needsPassword, busy, passwordError, onPasswordChange, onSubmit }: AboutStepProps) {
  const { t } = useTranslation("onboarding");
  return (
    <section className="mx-auto w-full max-w-md" data-testid="onboarding-step-2">
      <StepHeading title={t("about.title")} description={t("about.description")} />
      <SignUpDetailsForm
        fixedEmail={email}
        initialName={initialName}
        needsPassword={needsPassword}
        busy={busy}
        submitLabel={t("next")}
        passwordError={passwordError}
        onPasswordChange={onPasswordChange}
        onSubmit={({ name, password, captcha }) => onSubmit({ name, password, captcha })}
      />
    </section>
  );
}
