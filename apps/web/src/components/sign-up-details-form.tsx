// The creator's sign-up details with the spec's §5 rules, shared by /register and onboarding
// step 2 so both ask the same: e-mail (typed here, or fixed from step 1), name (required, at
// most 60 characters, with its counter), password (at least 8 characters, strength meter; not
// for provider sign-ins) and the terms; the button stays disabled until all are set. A password
// sign-up also carries the solved bot check. On /register a switch offers a phone number instead
// of the e-mail (confirmed by an SMS code, see register-form.tsx).
import { useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { CaptchaField } from "@/components/captcha-field";
import { type AccountMethod, MethodSwitch } from "@/components/method-switch";
import { PhoneField } from "@/components/phone-field";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordField } from "@/components/ui/password-field";
import { PASSWORD_MIN_LENGTH, SIGN_UP_NAME_MAX } from "@/config/constants";
import { paths } from "@/config/paths";
import type { CaptchaHandle } from "@/lib/captcha";

/** `phoneNumber` is set (and `email` empty) when the creator chose to sign up with a phone number. */
export type SignUpDetails = { email: string; phoneNumber?: string; name: string; password: string; captcha?: string | null };

type SignUpDetailsFormProps = {
  /** The e-mail chosen in an earlier step, shown read-only; without it the form asks for one. */
  fixedEmail?: string;
  /** Offers the phone number as an alternative to the e-mail (only where none was chosen yet). */
  allowPhone?: boolean;
  initialName?: string;
  needsPassword: boolean;
  busy: boolean;
  submitLabel: string;
  /** The server's reason for refusing the password (too common, too short). */
  passwordError?: string | null;
  onPasswordChange?: () => void;
  onSubmit: (details: SignUpDetails) => void;
};

const emailSchema = z.email();

export function SignUpDetailsForm({ fixedEmail, allowPhone = false, initialName = "", needsPassword, busy, submitLabel, passwordError, onPasswordChange, onSubmit }: SignUpDetailsFormProps) {
  const { t } = useTranslation(["onboarding", "auth"]);
  const [method, setMethod] = useState<AccountMethod>("email");
  const [email, setEmail] = useState(fixedEmail ?? "");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [name, setName] = useState(initialName);
  const [password, setPassword] = useState("");
  const [terms, setTerms] = useState(false);
  const [touched, setTouched] = useState({ name: false, submitted: false });
  const captcha = useRef<CaptchaHandle>(null);
  const nameMissing = name.trim() === "";
  const byPhone = allowPhone && method === "phone";
  const emailInvalid = !byPhone && !emailSchema.safeParse(email.trim()).success;
  const passwordShort = needsPassword && password.length < PASSWORD_MIN_LENGTH;
  const ready = (byPhone ? phoneNumber.trim() : email.trim()) !== "" && !nameMissing && (!needsPassword || password !== "") && terms && !busy;

  const passwordMessage = touched.submitted && passwordShort ? t("auth:validation.passwordMin") : (passwordError ?? undefined);

  return (
    <form
      noValidate
      className="grid gap-5"
      data-testid="sign-up-details-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ name: true, submitted: true });
        if (!ready || emailInvalid || passwordShort) return;
        const details = byPhone ? { email: "", phoneNumber: phoneNumber.trim(), name: name.trim(), password } : { email: email.trim().toLowerCase(), name: name.trim(), password };
        if (!needsPassword) return onSubmit(details);
        // An answer is good for one sign-up: the widget starts over for a next attempt.
        void (captcha.current?.answer() ?? Promise.resolve(null)).then((answer) => {
          captcha.current?.reset();
          onSubmit({ ...details, captcha: answer });
        });
      }}
    >
      {allowPhone ? <MethodSwitch label={t("auth:phone.signUpMethodLabel")} value={method} onChange={setMethod} /> : null}
      {byPhone ? (
        <PhoneField value={phoneNumber} onChange={(event) => setPhoneNumber(event.target.value)} />
      ) : (
        <FormField
          label={t("auth:fields.email")}
          type="email"
          autoComplete="email"
          value={email}
          readOnly={fixedEmail !== undefined}
          className={fixedEmail !== undefined ? "bg-muted" : undefined}
          placeholder={fixedEmail === undefined ? t("auth:fields.emailPlaceholder") : undefined}
          error={touched.submitted && emailInvalid ? t("auth:validation.emailInvalid") : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <div className="grid gap-1">
        <FormField
          label={t("about.name")}
          autoComplete="name"
          maxLength={SIGN_UP_NAME_MAX}
          placeholder={t("about.namePlaceholder")}
          value={name}
          error={touched.name && nameMissing ? t("about.nameRequired") : undefined}
          onChange={(event) => setName(event.target.value.slice(0, SIGN_UP_NAME_MAX))}
          onBlur={() => setTouched((value) => ({ ...value, name: true }))}
        />
        <p className="justify-self-end text-xs text-muted-foreground" aria-live="polite" data-testid="name-counter">
          {t("about.nameCounter", { count: name.length, max: SIGN_UP_NAME_MAX })}
        </p>
      </div>
      {needsPassword ? (
        <div className="grid gap-3">
          <PasswordField
            label={t("about.password")}
            autoComplete="new-password"
            value={password}
            error={passwordMessage}
            onChange={(event) => {
              setPassword(event.target.value);
              onPasswordChange?.();
            }}
          />
          <PasswordStrengthMeter password={password} />
        </div>
      ) : null}
      {needsPassword ? <CaptchaField ref={captcha} /> : null}
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" data-testid="terms-checkbox" className="mt-0.5 size-4 accent-primary" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
        <span>
          <Trans
            t={t}
            i18nKey="about.terms"
            components={{ terms: <Link to={paths.terms.getHref()} target="_blank" className="font-medium text-primary underline-offset-4 hover:underline" /> }}
          />
        </span>
      </label>
      <Button type="submit" className="w-full" disabled={!ready}>
        {busy ? t("about.creating") : submitLabel}
      </Button>
    </form>
  );
}
