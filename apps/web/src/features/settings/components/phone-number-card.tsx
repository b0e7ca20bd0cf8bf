// The phone number the account signs in with (ADR 022): adding or changing it takes the current
// password and the code sent by SMS to the new number; the old number then no longer signs in.
import { Smartphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { authClient } from "@/lib/auth-client";
import { errorText, unwrap } from "../lib/auth-result";
import { SettingsCard } from "./settings-card";

type PhoneNumberCardProps = { phoneNumber: string | null; onChanged: () => void | Promise<unknown> };

export function PhoneNumberCard({ phoneNumber, onChanged }: PhoneNumberCardProps) {
  const { t } = useTranslation("account");
  const [newNumber, setNewNumber] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const attempt = async (action: () => Promise<void>) => {
    setPending(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorText(error, t("toasts.error")));
    } finally {
      setPending(false);
    }
  };
  const requestCode = () =>
    attempt(async () => {
      const number = newNumber.trim();
      unwrap(await authClient.$fetch("/phone/change", { method: "POST", body: { phoneNumber: number, password } }), t("toasts.error"));
      setSentTo(number);
      setPassword("");
    });
  const confirm = () =>
    attempt(async () => {
      const answer = unwrap(await authClient.$fetch<{ phoneNumber: string }>("/phone/change/verify", { method: "POST", body: { phoneNumber: sentTo, code: code.trim() } }), t("toasts.error"));
      toast.success(t("settings.phone.changed", { phoneNumber: answer.phoneNumber }));
      setSentTo(null);
      setNewNumber("");
      setCode("");
      await onChanged();
    });

  return (
    <SettingsCard
      title={t("settings.phone.title")}
      description={phoneNumber ? t("settings.phone.description", { phoneNumber }) : t("settings.phone.addDescription")}
      testId="settings-phone"
    >
      {sentTo ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Alert className="flex gap-3" data-testid="phone-change-sent">
            <Smartphone aria-hidden="true" className="size-5 shrink-0" />
            <span className="min-w-0">{t("settings.phone.sent", { phoneNumber: sentTo })}</span>
          </Alert>
          <FormField label={t("settings.phone.code")} inputMode="numeric" autoComplete="one-time-code" value={code} error={problem ?? undefined} onChange={(event) => setCode(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending || code.trim() === ""}>
              {t("settings.phone.confirm")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => (setSentTo(null), setCode(""), setProblem(null))}>
              {t("settings.phone.otherNumber")}
            </Button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void requestCode();
          }}
        >
          <FormField
            label={phoneNumber ? t("settings.phone.new") : t("settings.phone.add")}
            type="tel"
            autoComplete="tel"
            placeholder="+49 151 23456789"
            value={newNumber}
            error={problem ?? undefined}
            onChange={(event) => (setNewNumber(event.target.value), setProblem(null))}
          />
          <FormField label={t("settings.phone.password")} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          <Button type="submit" className="justify-self-start" disabled={pending || newNumber.trim() === "" || password === ""}>
            {t("settings.phone.submit")}
          </Button>
        </form>
      )}
    </SettingsCard>
  );
}
