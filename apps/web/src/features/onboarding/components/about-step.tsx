// Step 2 "Tell us about yourself": e-mail (read-only), name with its 60-character counter,
// password with the strength meter (not for provider sign-ins) and the terms.
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordField } from "@/components/ui/password-field";
import { paths } from "@/config/paths";
import { ONBOARDING_NAME_MAX } from "../lib/limits";
import { StepHeading } from "./step-heading";

type AboutStepProps = {
  email: string;
  initialName: string;
  needsPassword: boolean;
  busy: boolean;
  onSubmit: (values: { name: string; password: string }) => void;
};

export function AboutStep({ email, initialName, needsPassword, busy, onSubmit }: AboutStepProps) {
  const { t } = useTranslation("onboarding");
  const [name, setName] = useState(initialName);
  const [nameLeft, setNameLeft] = useState(false);
  const [password, setPassword] = useState("");
  const [terms, setTerms] = useState(false);
  const nameMissing = name.trim() === "";
  const ready = !nameMissing && (!needsPassword || password !== "") && terms && !busy;

  return (
    <section className="mx-auto w-full max-w-md" data-testid="onboarding-step-2">
      <StepHeading title={t("about.title")} description={t("about.description")} />
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onSubmit({ name: name.trim(), password });
        }}
      >
        <FormField label={t("about.email")} type="email" value={email} readOnly className="bg-muted" />
        <div className="grid gap-1">
          <FormField
            label={t("about.name")}
            autoComplete="name"
            maxLength={ONBOARDING_NAME_MAX}
            placeholder={t("about.namePlaceholder")}
            value={name}
            error={nameLeft && nameMissing ? t("about.nameRequired") : undefined}
            onChange={(event) => setName(event.target.value.slice(0, ONBOARDING_NAME_MAX))}
            onBlur={() => setNameLeft(true)}
          />
          <p className="justify-self-end text-xs text-muted-foreground" aria-live="polite" data-testid="name-counter">
            {t("about.nameCounter", { count: name.length, max: ONBOARDING_NAME_MAX })}
          </p>
        </div>
        {needsPassword ? (
          <div className="grid gap-3">
            <PasswordField label={t("about.password")} autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            <PasswordStrengthMeter password={password} />
          </div>
        ) : null}
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
          <span>
            <Trans
              t={t}
              i18nKey="about.terms"
              components={{ terms: <Link to={paths.terms.getHref()} target="_blank" className="font-medium text-primary underline-offset-4 hover:underline" /> }}
            />
          </span>
        </label>
        <Button type="submit" className="w-full" disabled={!ready}>
          {busy ? t("about.creating") : t("next")}
        </Button>
      </form>
    </section>
  );
}
