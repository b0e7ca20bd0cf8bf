// The danger zone of /settings (issue 19): deleting the account after the grace period, confirmed
// with the password and, with two-factor on, the authenticator's code. What the law makes us keep
// is listed with its reason before the user confirms. On success every session ends: this one too.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { PasswordField } from "@/components/ui/password-field";
import { authClient } from "@/lib/auth-client";
import { authStore } from "@/lib/auth-session";
import { usePrivacy, useScheduleDeletion } from "../api/privacy";

export function DeleteAccountCard({ loginHref }: { loginHref: string }) {
  const { t } = useTranslation("privacy");
  const privacy = usePrivacy();
  const schedule = useScheduleDeletion();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const overview = privacy.data;
  if (!overview || overview.deletion) return null;
  const { confirmation } = overview;

  const submit = () =>
    schedule.mutate(
      { password, ...(confirmation.twoFactor ? { code: code.trim() } : {}) },
      {
        onSuccess: async () => {
          toast.success(t("deletion.scheduled"));
          // The server ended every session; forget this one here too.
          await authClient.signOut().catch(() => undefined);
          await authStore.refresh();
          queryClient.clear();
          await navigate(loginHref, { replace: true });
        },
        onError: (error) => setRefusal(error.message),
      },
    );

  return (
    <Card className="min-w-0 border-destructive/40 wrap-anywhere" data-testid="settings-delete-account">
      <CardHeader>
        <CardTitle className="text-destructive">{t("deletion.title")}</CardTitle>
        <CardDescription>{t("deletion.description", { days: overview.graceDays })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2 text-sm" data-testid="deletion-kept">
          <p className="font-medium">{t("deletion.keptTitle")}</p>
          {overview.kept.length === 0 ? (
            <p className="text-muted-foreground">{t("deletion.keptNone")}</p>
          ) : (
            <>
              <p className="text-muted-foreground">{t("deletion.keptIntro")}</p>
              <ul className="grid list-disc gap-1 pl-5">
                {overview.kept.map((record) => (
                  <li key={record.table}>
                    <span className="font-mono text-xs">{t("deletion.keptRow", { table: record.table, count: record.count })}</span> {t(`deletion.reasons.${record.reason}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {overview.ownsAgency ? (
          <Alert variant="destructive">{t("deletion.agencyOwner")}</Alert>
        ) : (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              setRefusal(null);
              submit();
            }}
          >
            {confirmation.password ? (
              <PasswordField label={t("deletion.password")} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            ) : null}
            {confirmation.twoFactor ? (
              <FormField label={t("deletion.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
            ) : null}
            {refusal ? <Alert variant="destructive">{refusal}</Alert> : null}
            <Button
              type="submit"
              variant="destructive"
              className="justify-self-start"
              disabled={schedule.isPending || (confirmation.password && !password) || (confirmation.twoFactor && code.trim().length !== 6)}
            >
              {schedule.isPending ? t("deletion.deleting") : t("deletion.confirm")}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
