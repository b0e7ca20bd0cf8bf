// Settings, for a creator an agency manages: "Managed by {agency}", and leaving it after a
// confirmation (her own act): from the agency's next request on, it reaches nothing of hers.
// Nothing shows for a creator on no agency's roster.
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useLeaveAgency, useMyAgency } from "../api/my-agency";

export function AgencyMembershipCard() {
  const { t, i18n } = useTranslation("agencyRoster");
  const mine = useMyAgency();
  const leave = useLeaveAgency();
  const [confirming, setConfirming] = useState(false);
  const agency = mine.data?.agency;
  if (!agency) return null;
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(agency.since));

  const confirm = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t("membership.left", { agency: agency.name }));
      },
      onError: (error) => toast.error(t("membership.leaveError", { reason: error.message })),
    });

  return (
    <Card className="min-w-0 wrap-anywhere" data-testid="settings-agency">
      <CardHeader>
        <CardTitle>{t("membership.title")}</CardTitle>
        <CardDescription>{t("membership.managedBy", { agency: agency.name, date: since })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t("membership.explanation")}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
          {t("membership.leave")}
        </Button>
        <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
            <AlertDialog.Content
              data-testid="confirm-leave-agency"
              className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none"
            >
              <AlertDialog.Title className="text-lg font-semibold">{t("membership.confirmTitle", { agency: agency.name })}</AlertDialog.Title>
              <AlertDialog.Description className="text-sm text-muted-foreground">{t("membership.confirmText")}</AlertDialog.Description>
              <div className="flex flex-wrap justify-end gap-2">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline">{t("membership.cancel")}</Button>
                </AlertDialog.Cancel>
                <Button variant="destructive" disabled={leave.isPending} onClick={confirm}>
                  {t("membership.confirm")}
                </Button>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </CardContent>
    </Card>
  );
}
