// Settings: the switch that files exact and high picture matches without asking, and what it never
// does (name-only and good matches wait for confirmation; whitelisted leaks are never filed); and
// whether she is e-mailed, besides notified, when content is removed or a case needs her.
import { Switch } from "radix-ui";
import type { TakedownSettingsChange } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTakedownSettings, useUpdateTakedownSettings } from "../api/takedown-settings";

/** A labelled switch described by the paragraph `${id}-explanation`. */
function SettingSwitch({ id, label, checked, disabled, onChange }: { id: string; label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-explanation`}
        className="relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}

export function AutoTakedownCard() {
  const { t } = useTranslation("takedowns");
  const settings = useTakedownSettings();
  const update = useUpdateTakedownSettings();
  const pending = update.isPending ? update.variables : undefined;
  const checked = pending?.autoTakedown ?? settings.data?.autoTakedown ?? false;
  const emails = pending?.emailAlerts ?? settings.data?.emailAlerts ?? true;
  const change = (body: TakedownSettingsChange) =>
    update.mutate(body, { onSuccess: () => void toast.success(t("settings.saved")), onError: (error) => void toast.error(error.message || t("errors.generic")) });

  return (
    <Card className="min-w-0 wrap-anywhere" data-testid="settings-auto-takedown">
      <CardHeader>
        <CardTitle>{t("settings.title")}</CardTitle>
        <CardDescription>{t("settings.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isPending ? <Spinner /> : null}
        {settings.isError ? <Alert variant="destructive">{t("settings.loadError")}</Alert> : null}
        {settings.data ? <SettingSwitch id="auto-takedown" label={t("settings.switch")} checked={checked} disabled={update.isPending} onChange={(autoTakedown) => change({ autoTakedown })} /> : null}
        <p id="auto-takedown-explanation" className="text-sm text-muted-foreground">
          {t("settings.explanation")}
        </p>
        {settings.data ? <SettingSwitch id="takedown-emails" label={t("settings.emailSwitch")} checked={emails} disabled={update.isPending} onChange={(emailAlerts) => change({ emailAlerts })} /> : null}
        <p id="takedown-emails-explanation" className="text-sm text-muted-foreground">
          {t("settings.emailExplanation")}
        </p>
      </CardContent>
    </Card>
  );
}
