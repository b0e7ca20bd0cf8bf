// Step 1 "Sign up as a creator": Google, or an e-mail address to continue with.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { GoogleSignInButton } from "@/components/google-sign-in-button";
import { OrDivider } from "@/components/or-divider";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { StepHeading } from "./step-heading";

const emailSchema = z.email();

type EmailStepProps = { initialEmail: string; busy: boolean; googleCallbackURL: string; onSubmit: (email: string) => void };

export function EmailStep({ initialEmail, busy, googleCallbackURL, onSubmit }: EmailStepProps) {
  const { t } = useTranslation("onboarding");
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const trimmed = email.trim();

  return (
    <section className="mx-auto w-full max-w-md" data-testid="onboarding-step-1">
      <StepHeading title={t("email.title")} description={t("email.description")} />
      <GoogleSignInButton callbackURL={googleCallbackURL} />
      <OrDivider />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!emailSchema.safeParse(trimmed).success) return setInvalid(true);
          onSubmit(trimmed.toLowerCase());
        }}
      >
        <FormField
          label={t("email.label")}
          type="email"
          autoComplete="email"
          required
          placeholder={t("email.placeholder")}
          value={email}
          error={invalid ? t("email.invalid") : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" className="w-full" disabled={trimmed === "" || busy}>
          {t("email.continue")}
        </Button>
      </form>
      <div className="mt-8 grid gap-2 text-center text-sm text-muted-foreground">
        <p>{t("email.haveAccount")}</p>
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.auth.login.getHref()}>{t("email.login")}</Link>
        </Button>
      </div>
    </section>
  );
}
