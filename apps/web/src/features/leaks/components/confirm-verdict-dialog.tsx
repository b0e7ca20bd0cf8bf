// Asks before a verdict whitelists a leak, naming what it does: the page is never reported again.
import { AlertDialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type ConfirmVerdictDialogProps = {
  /** The verdict's label ("Licensed content"); the dialog is open while it is set. */
  verdict: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmVerdictDialog({ verdict, pending, onConfirm, onCancel }: ConfirmVerdictDialogProps) {
  const { t } = useTranslation("scans");
  return (
    <AlertDialog.Root open={verdict !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-testid="confirm-verdict"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold">{t("leak.confirmTitle", { verdict })}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{t("leak.confirmText")}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("leak.cancel")}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the verdict is saved. */}
            <Button disabled={pending} onClick={onConfirm}>
              {t("leak.confirm")}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
