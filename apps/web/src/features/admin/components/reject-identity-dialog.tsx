// Asks for the reason of a rejection, which the creator reads in their notification and e-mail;
// the reason is checked with the route's own schema (1 to 500 characters) before it is sent.
import { REJECTION_REASON_MAX, rejectIdentitySchema } from "@unleak/contracts";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

type RejectIdentityDialogProps = {
  /** Whose verification is rejected (shown in the title); the dialog is open while it is set. */
  name: string | null;
  open: boolean;
  pending: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

export function RejectIdentityDialog({ name, open, pending, onReject, onCancel }: RejectIdentityDialogProps) {
  const { t } = useTranslation("admin");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();

  const close = () => {
    setReason("");
    setProblem(null);
    onCancel();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = rejectIdentitySchema.safeParse({ reason });
    if (parsed.success) return onReject(parsed.data.reason);
    setProblem(reason.trim() === "" ? t("identity.reject.required") : t("identity.reject.tooLong", { max: REJECTION_REASON_MAX }));
  };

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="reject-identity"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold">{t("identity.reject.title", { name: name ?? t("identity.noName") })}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t("identity.reject.text")}</Dialog.Description>
          <form noValidate onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={fieldId}>{t("identity.reject.reason")}</Label>
              <textarea
                id={fieldId}
                value={reason}
                rows={4}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${fieldId}-error` : undefined}
                className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
              />
              {problem ? (
                <p id={`${fieldId}-error`} className="text-sm text-destructive">
                  {problem}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={close}>
                {t("identity.reject.cancel")}
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                {t("identity.reject.confirm")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
