// The dialog every action on an account opens: what it does, the reason the audit log keeps
// (required or optional, at most 500 characters, checked before anything is sent), and room for
// the action's own fields before or after the reason (a tier, admin notes).
import { ADMIN_REASON_MAX } from "@unleak/contracts";
import { Dialog } from "radix-ui";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

export const textareaClass =
  "w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive";

type ActionDialogProps = {
  title: string;
  text: ReactNode;
  confirm: string;
  reasonRequired: boolean;
  destructive?: boolean;
  pending: boolean;
  /** Fields shown before the reason, and after it. */
  before?: ReactNode;
  after?: ReactNode;
  /** False while the action's own fields cannot be sent (e.g. the tier is unchanged). */
  ready?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

export function ActionDialog({ title, text, confirm, reasonRequired, destructive = false, pending, before, after, ready = true, onConfirm, onCancel }: ActionDialogProps) {
  const { t } = useTranslation("adminUsers");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (reasonRequired && trimmed === "") return setProblem(t("actions.reasonRequired"));
    if (trimmed.length > ADMIN_REASON_MAX) return setProblem(t("actions.tooLong", { max: ADMIN_REASON_MAX }));
    onConfirm(trimmed);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{text}</Dialog.Description>
          <form noValidate onSubmit={submit} className="grid gap-4">
            {before}
            <div className="grid gap-2">
              <Label htmlFor={fieldId}>{reasonRequired ? t("actions.reason") : t("actions.reasonOptional")}</Label>
              <textarea
                id={fieldId}
                value={reason}
                rows={3}
                required={reasonRequired}
                onChange={(event) => {
                  setReason(event.target.value);
                  setProblem(null);
                }}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${fieldId}-hint`}
                className={textareaClass}
              />
              <p id={`${fieldId}-hint`} className={problem ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
                {problem ?? t("actions.reasonHint")}
              </p>
            </div>
            {after}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onCancel}>
                {t("actions.cancel")}
              </Button>
              <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending || !ready}>
                {confirm}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
