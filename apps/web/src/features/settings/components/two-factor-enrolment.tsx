// Enrolment after the password is confirmed: the QR code for the authenticator app, the recovery
// codes (shown this once), and a code to prove the app works.
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";

type TwoFactorEnrolmentProps = { totpURI: string; backupCodes: string[]; pending: boolean; onVerify: (code: string) => void; onCancel: () => void };

function secretOf(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get("secret");
  } catch {
    return null;
  }
}

export function TwoFactorEnrolment({ totpURI, backupCodes, pending, onVerify, onCancel }: TwoFactorEnrolmentProps) {
  const { t } = useTranslation("account");
  const [code, setCode] = useState("");
  const secret = secretOf(totpURI);
  return (
    <div className="grid gap-5" data-testid="two-factor-enrolment">
      <p className="text-sm">{t("settings.twoFactor.scan")}</p>
      <div className="justify-self-start rounded-lg border bg-white p-3">
        <QRCodeSVG value={totpURI} size={176} title={t("settings.twoFactor.qrTitle")} data-testid="two-factor-qr" />
      </div>
      {secret ? (
        <p className="text-xs text-muted-foreground">
          {t("settings.twoFactor.manualKey")} <code className="font-mono break-all text-foreground">{secret}</code>
        </p>
      ) : null}
      <Alert className="grid gap-2">
        <p className="font-medium">{t("settings.twoFactor.backupTitle")}</p>
        <p className="text-xs">{t("settings.twoFactor.backupNote")}</p>
        <ul className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="two-factor-backup-codes">
          {backupCodes.map((backupCode) => (
            <li key={backupCode}>{backupCode}</li>
          ))}
        </ul>
      </Alert>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onVerify(code.trim());
        }}
      >
        <FormField
          label={t("settings.twoFactor.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending || code.trim().length !== 6}>
            {t("settings.twoFactor.verify")}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t("actions.cancel")}
          </Button>
        </div>
      </form>
    </div>
  );
}
