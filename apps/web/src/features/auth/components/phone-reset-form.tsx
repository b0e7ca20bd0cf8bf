// A forgotten password, by phone (ADR 022): the number gets a code by SMS (the answer is the same
// whether or not it has an account), then the code and a new password set it.
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PhoneField } from "@/components/phone-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { PASSWORD_MIN_LENGTH } from "@/config/constants";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { authErrorMessage, type AuthErrorLike } from "../lib/auth-error";
import { isSmsCode, SmsCodeField } from "./sms-code-field";

export function PhoneResetForm() {
  const { t } = useTranslation("auth");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<AuthErrorLike>(null);

  const run = async (call: () => Promise<{ error: AuthErrorLike }>, onSuccess: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      const { error } = await call();
      if (error) setFailure(error);
      else onSuccess();
    } catch {
      setFailure({ code: "NETWORK_ERROR" });
    } finally {
      setBusy(false);
    }
  };

  const failureAlert = failure ? (
    <Alert variant="destructive" data-testid="phone-reset-error">
      {failure.code === "NETWORK_ERROR" ? t("errors.network") : authErrorMessage(t, failure)}
    </Alert>
  ) : null;

  if (done) {
    return (
      <Alert variant="success" data-testid="phone-reset-done">
        {t("reset.successDescription")}{" "}
        <Link to={paths.auth.login.getHref()} className="font-medium underline">
          {t("forgot.backToLogin")}
        </Link>
      </Alert>
    );
  }

  if (sentTo === null) {
    return (
      <form
        noValidate
        className="grid gap-4"
        data-testid="phone-reset-request"
        onSubmit={(event) => {
          event.preventDefault();
          const number = phoneNumber.trim();
          if (number && !busy) void run(() => authClient.phoneNumber.requestPasswordReset({ phoneNumber: number }), () => setSentTo(number));
        }}
      >
        {failureAlert}
        <PhoneField value={phoneNumber} onChange={(event) => setPhoneNumber(event.target.value)} />
        <Button type="submit" className="w-full" disabled={busy || phoneNumber.trim() === ""}>
          {busy ? t("forgot.submitting") : t("phone.resetRequest")}
        </Button>
      </form>
    );
  }

  const ready = isSmsCode(code) && newPassword.length >= PASSWORD_MIN_LENGTH && !busy;
  return (
    <form
      noValidate
      className="grid gap-4"
      data-testid="phone-reset-code"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void run(() => authClient.phoneNumber.resetPassword({ phoneNumber: sentTo, otp: code.trim(), newPassword }), () => setDone(true));
      }}
    >
      <Alert variant="success" className="flex gap-3">
        <MessageSquare aria-hidden="true" className="size-5 shrink-0" />
        <span>{t("phone.resetSent", { phoneNumber: sentTo })}</span>
      </Alert>
      {failureAlert}
      <SmsCodeField value={code} onChange={setCode} />
      <PasswordField label={t("fields.newPassword")} autoComplete="new-password" value={newPassword} onChange={(event) => setNewPassword(event.target.value)} />
      <Button type="submit" className="w-full" disabled={!ready}>
        {busy ? t("reset.submitting") : t("reset.submit")}
      </Button>
    </form>
  );
}
