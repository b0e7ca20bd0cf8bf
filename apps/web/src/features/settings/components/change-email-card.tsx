// Change e-mail: the change is confirmed from the current address first, then the new one is
// verified; until then the old address stays in use.
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { errorText, unwrap } from "../lib/auth-result";
import { SettingsCard } from "./settings-card";

const emailSchema = z.email();

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation("account");
  const [newEmail, setNewEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const email = newEmail.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success) return setProblem(t("settings.email.invalid"));
    if (email === currentEmail.toLowerCase()) return setProblem(t("settings.email.same"));
    setPending(true);
    try {
      unwrap(await authClient.changeEmail({ newEmail: email, callbackURL: paths.app.settings.getHref() }), t("toasts.error"));
      setSentTo(email);
      setNewEmail("");
    } catch (error) {
      setProblem(errorText(error, t("toasts.error")));
    } finally {
      setPending(false);
    }
  };

  return (
    <SettingsCard title={t("settings.email.title")} description={t("settings.email.description", { email: currentEmail })} testId="settings-email">
      {sentTo ? (
        <Alert variant="success" className="flex gap-3" data-testid="email-change-sent">
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <span>{t("settings.email.sent", { current: currentEmail, next: sentTo })}</span>
        </Alert>
      ) : null}
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField
          label={t("settings.email.new")}
          type="email"
          autoComplete="email"
          value={newEmail}
          error={problem ?? undefined}
          onChange={(event) => {
            setNewEmail(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" className="justify-self-start" disabled={pending || newEmail.trim() === ""}>
          {t("settings.email.submit")}
        </Button>
      </form>
    </SettingsCard>
  );
}
