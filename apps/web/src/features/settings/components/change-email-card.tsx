// The e-mail address. A change is confirmed from the current address first, then the new one is
// verified; until then the old address stays in use. A phone account (ADR 022) has no address yet:
// it adds one, verified by a link sent to it, and can then sign in with it too.
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { errorText, unwrap } from "../lib/auth-result";
import { SettingsCard } from "./settings-card";

const emailSchema = z.email();
/** What the verification link reports back in `?error=` when it could not be used. */
const linkErrors = ["EMAIL_TAKEN", "INVALID_TOKEN", "TOKEN_EXPIRED"] as const;
const isLinkError = (code: string | null): code is (typeof linkErrors)[number] => linkErrors.some((known) => known === code);

/** `currentEmail` is null for a phone account, which adds its first address. */
type ChangeEmailCardProps = { currentEmail: string | null; phoneNumber?: string | null };

export function ChangeEmailCard({ currentEmail, phoneNumber }: ChangeEmailCardProps) {
  const { t } = useTranslation("account");
  const { t: tError } = useTranslation("errors");
  const [search] = useSearchParams();
  const linkError = search.get("error");
  const [newEmail, setNewEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(isLinkError(linkError) ? tError(`auth.${linkError}`) : null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const adding = currentEmail === null;

  const submit = async () => {
    const email = newEmail.trim().toLowerCase();
    if (!emailSchema.safeParse(email).success) return setProblem(t("settings.email.invalid"));
    if (email === currentEmail?.toLowerCase()) return setProblem(t("settings.email.same"));
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
    <SettingsCard
      title={t("settings.email.title")}
      description={adding ? t("settings.email.addDescription", { phoneNumber: phoneNumber ?? "" }) : t("settings.email.description", { email: currentEmail })}
      testId="settings-email"
    >
      {sentTo ? (
        <Alert variant="success" className="flex gap-3" data-testid="email-change-sent">
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <span className="min-w-0">{adding ? t("settings.email.addSent", { email: sentTo }) : t("settings.email.sent", { current: currentEmail, next: sentTo })}</span>
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
          label={adding ? t("settings.email.add") : t("settings.email.new")}
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
          {adding ? t("settings.email.addSubmit") : t("settings.email.submit")}
        </Button>
      </form>
    </SettingsCard>
  );
}
