// Settings: the switch that files exact and high picture matches without asking, and what it never
// does (name-only and good matches wait for confirmation; whitelisted leaks are never filed).
import { Switch } from "radix-ui";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTakedownSettings, useUpdateTakedownSettings } from "../api/takedown-settings";

export function AutoTakedownCard() {
  const { t } = useTranslation("takedowns");
  const settings = useTakedownSettings();
  const update = useUpdateTakedownSettings();
  const checked = update.isPending ? update.variables.autoTakedown : (settings.data?.autoTakedown ?? false);
  const change = (autoTakedown: boolean) =>
    update.mutate(
      { autoTakedown },
      { onSuccess: () => void toast.success(t("settings.saved")), onError: (error) => void toast.error(error.message || t("errors.generic")) },
    );

  return (
    <Card className="min-w-0 wrap-anywhere" data-testid="settings-auto-takedown">
      <CardHeader>
        <CardTitle>{t("settings.title")}</CardTitle>
        <CardDescription>{t("settings.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {settings.isPending ? <Spinner /> : null}
        {settings.isError ? <Alert variant="destructive">{t("settings.loadError")}</Alert> : null}
        {settings.data ? (
          <div className="flex items-center justify-between gap-4">
            <label htmlFor="auto-takedown" className="text-sm font-medium">
              {t("settings.switch")}
            </label>
            <Switch.Root
              id="auto-takedown"
              checked={checked}
              disabled={update.isPending}
              onCheckedChange={change}
              aria-describedby="auto-takedown-explanation"
              className="relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          </div>
        ) : null}
        <p id="auto-takedown-explanation" className="text-sm text-muted-foreground">
          {t("settings.explanation")}
        </p>
      </CardContent>
    </Card>
  );
}
