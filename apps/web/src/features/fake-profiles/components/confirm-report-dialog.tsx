// Asks before a profile is reported, saying who files it: Unleak with the platform as her agent, or,
// where the platform takes reports from the person only, a report prepared for her to file.
import type { FakeProfile } from "@unleak/contracts";
import { AlertDialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type ConfirmReportDialogProps = {
  /** The profile to report; the dialog is open while it is set. */
  profile: Pick<FakeProfile, "handle" | "siteName" | "channel"> | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmReportDialog({ profile, pending, onConfirm, onCancel }: ConfirmReportDialogProps) {
  const { t } = useTranslation("fakeProfiles");
  const words = { handle: profile?.handle ?? "", site: profile?.siteName ?? "" };
  return (
    <AlertDialog.Root open={profile !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-testid="confirm-report"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold">{t("confirm.title", words)}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {profile?.channel?.agentAccepted === false ? t("confirm.self", words) : t("confirm.agent", words)}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("confirm.cancel")}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the report is filed. */}
            <Button disabled={pending} onClick={onConfirm}>
              {t("confirm.confirm")}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
