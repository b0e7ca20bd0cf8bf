// A secret shown this once (a client secret or a webhook signing secret): copy it now, it is not
// shown again.
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export interface ShownSecret {
  label: "clientSecret" | "webhookSecret";
  value: string;
}

export function SecretNotice({ secrets, onDone }: { secrets: ShownSecret[]; onDone: () => void }) {
  const { t } = useTranslation("oauthClients");
  const copy = async (value: string) => {
    await navigator.clipboard.writeText(value);
    toast.success(t("secret.copied"));
  };
  return (
    <Alert className="grid gap-3" data-testid="secret-notice">
      <p className="font-medium">{t("secret.once")}</p>
      {secrets.map((secret) => (
        <div key={secret.label} className="grid gap-1">
          <span className="text-sm text-muted-foreground">{t(`secret.${secret.label}`)}</span>
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-muted px-2 py-1 text-sm" data-testid={`shown-${secret.label}`}>
              {secret.value}
            </code>
            <Button type="button" size="sm" variant="outline" onClick={() => void copy(secret.value)}>
              {t("secret.copy")}
            </Button>
          </div>
        </div>
      ))}
      <Button type="button" size="sm" className="justify-self-start" onClick={onDone}>
        {t("secret.done")}
      </Button>
    </Alert>
  );
}
