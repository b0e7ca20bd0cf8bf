// The second step of a phone sign-up: the 6-digit code from the SMS. The right code creates the
// account (phone verified, password set) and signs the creator in.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";
import { authStore } from "@/lib/auth-session";
import { authErrorMessage, type AuthErrorLike } from "../lib/auth-error";
import { isSmsCode, SmsCodeField } from "./sms-code-field";

type PhoneCodeFormProps = { phoneNumber: string; onSignedIn: () => void | Promise<void>; onStartOver: () => void };

export function PhoneCodeForm({ phoneNumber, onSignedIn, onStartOver }: PhoneCodeFormProps) {
  const { t } = useTranslation("auth");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthErrorLike>(null);
  const valid = isSmsCode(code);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { error } = await authClient.$fetch("/phone/verify", { method: "POST", body: { phoneNumber, code: code.trim() } });
      if (error) return setFailure(error);
      await authStore.refresh();
      await onSignedIn();
    } catch {
      setFailure({ code: "NETWORK_ERROR" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      data-testid="phone-code-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !busy) void submit();
      }}
    >
      <h2 className="text-lg font-semibold">{t("phone.codeTitle")}</h2>
      <p className="text-sm text-muted-foreground">{t("phone.codeDescription", { phoneNumber })}</p>
      {failure ? (
        <Alert variant="destructive" data-testid="phone-code-error">
          {failure.code === "NETWORK_ERROR" ? t("errors.network") : authErrorMessage(t, failure)}
        </Alert>
      ) : null}
      <SmsCodeField value={code} onChange={setCode} />
      <Button type="submit" className="w-full" disabled={!valid || busy}>
        {busy ? t("phone.verifying") : t("phone.verify")}
      </Button>
      <Button type="button" variant="outline" className="w-full" onClick={onStartOver}>
        {t("phone.startOver")}
      </Button>
    </form>
  );
}
