// Change password: current and new password (with the strength meter), optionally signing out
// every other session.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PasswordStrengthMeter } from "@/components/password-strength-meter";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { PASSWORD_MIN_LENGTH } from "@/config/constants";
import { authClient } from "@/lib/auth-client";
import { passwordRefusal } from "@/lib/password-refusal";
import { errorText, unwrap } from "../lib/auth-result";
import { SettingsCard } from "./settings-card";

export function ChangePasswordCard() {
  const { t } = useTranslation("account");
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [revokeOtherSessions, setRevokeOtherSessions] = useState(true);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tooShort = newPassword.length > 0 && newPassword.length < PASSWORD_MIN_LENGTH;

  const submit = async () => {
    setPending(true);
    try {
      const result = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions });
      const refused = passwordRefusal(result.error);
      setRefusal(refused);
      if (refused) return;
      unwrap(result, t("toasts.error"));
      setCurrentPassword("");
      setNewPassword("");
      toast.success(t("settings.password.changed"));
    } catch (error) {
      toast.error(t("settings.password.failed"), { description: errorText(error, t("toasts.error")) });
    } finally {
      setPending(false);
    }
  };

  return (
    <SettingsCard title={t("settings.password.title")} description={t("settings.password.description")} testId="settings-password">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PasswordField label={t("settings.password.current")} autoComplete="current-password" value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)} />
        <PasswordField
          label={t("settings.password.new")}
          autoComplete="new-password"
          value={newPassword}
          error={tooShort ? t("settings.password.tooShort", { min: PASSWORD_MIN_LENGTH }) : (refusal ?? undefined)}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setRefusal(null);
          }}
        />
        {newPassword ? <PasswordStrengthMeter password={newPassword} /> : null}
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={revokeOtherSessions} onChange={(event) => setRevokeOtherSessions(event.target.checked)} />
          {t("settings.password.revokeOthers")}
        </label>
        <Button type="submit" className="justify-self-start" disabled={pending || !currentPassword || newPassword.length < PASSWORD_MIN_LENGTH}>
          {pending ? t("actions.saving") : t("settings.password.submit")}
        </Button>
      </form>
    </SettingsCard>
  );
}
