// Asks before a broadcast goes to everybody: every user receives it at once and it cannot be
// taken back.
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

export function ConfirmBroadcastDialog({ open, pending, onConfirm, onCancel }: { open: boolean; pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation("operations");
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold">{t("broadcasts.confirm.title")}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t("broadcasts.confirm.text")}</Dialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onCancel}>
              {t("broadcasts.confirm.cancel")}
            </Button>
            <Button type="button" onClick={onConfirm} disabled={pending}>
              {t("broadcasts.confirm.send")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
