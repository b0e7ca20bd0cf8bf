// Two-factor authentication: turn on (password → QR code and recovery codes → verify a code) or
// turn off (password).
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PasswordField } from "@/components/ui/password-field";
import { authClient } from "@/lib/auth-client";
import { currentUserQueryKey } from "@/lib/current-user";
import { errorText, unwrap } from "../lib/auth-result";
import { SettingsCard } from "./settings-card";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

type Stage = { kind: "idle" } | { kind: "password"; action: "enable" | "disable" } | { kind: "enrolling"; totpURI: string; backupCodes: string[] };

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
    } catch (error) {
      toast.error(t("settings.twoFactor.failed"), { description: errorText(error, t("toasts.error")) });
    } finally {
      setPending(false);
    }
  };

  const confirmPassword = (action: "enable" | "disable") =>
    run(async () => {
      if (action === "enable") {
        const data = unwrap(await authClient.twoFactor.enable({ password }), t("toasts.error"));
        if (!("totpURI" in data)) throw new Error(t("toasts.error"));
        setStage({ kind: "enrolling", totpURI: data.totpURI, backupCodes: data.backupCodes });
      } else {
        unwrap(await authClient.twoFactor.disable({ password }), t("toasts.error"));
        setStage({ kind: "idle" });
        toast.success(t("settings.twoFactor.disabled"));
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      }
      setPassword("");
    });

  const verify = (code: string) =>
    run(async () => {
      unwrap(await authClient.twoFactor.verifyTotp({ code }), t("toasts.error"));
      setStage({ kind: "idle" });
      toast.success(t("settings.twoFactor.enabled"));
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    });

  return (
    <SettingsCard title={t("settings.twoFactor.title")} description={t("settings.twoFactor.description")} testId="settings-two-factor">
      <Badge variant={enabled ? "success" : "outline"} className="justify-self-start" data-testid="two-factor-status">
        {t(enabled ? "settings.twoFactor.statusOn" : "settings.twoFactor.statusOff")}
      </Badge>
      {stage.kind === "idle" ? (
        <Button className="justify-self-start" variant={enabled ? "outline" : "default"} onClick={() => setStage({ kind: "password", action: enabled ? "disable" : "enable" })}>
          {t(enabled ? "settings.twoFactor.turnOff" : "settings.twoFactor.turnOn")}
        </Button>
      ) : null}
      {stage.kind === "password" ? (
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void confirmPassword(stage.action);
          }}
        >
          <PasswordField label={t("settings.twoFactor.password")} autoComplete="current-password" autoFocus value={password} onChange={(event) => setPassword(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending || !password}>
              {t("settings.twoFactor.continue")}
            </Button>
            <Button variant="ghost" onClick={() => setStage({ kind: "idle" })}>
              {t("actions.cancel")}
            </Button>
          </div>
        </form>
      ) : null}
      {stage.kind === "enrolling" ? (
        <TwoFactorEnrolment
          totpURI={stage.totpURI}
          backupCodes={stage.backupCodes}
          pending={pending}
          onVerify={(code) => void verify(code)}
          onCancel={() => setStage({ kind: "idle" })}
        />
      ) : null}
    </SettingsCard>
  );
}
