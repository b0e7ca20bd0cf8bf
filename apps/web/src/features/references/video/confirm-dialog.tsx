// Asks before something is deleted for good (a video with its frames, or one frame), naming it.
import { AlertDialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type ConfirmDialogProps = {
  /** The question; the dialog is open while it is set. */
  title: string | null;
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({ title, text, confirm, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation("scans");
  return (
    <AlertDialog.Root open={title !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{text}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("leak.cancel")}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the deletion is done. */}
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
