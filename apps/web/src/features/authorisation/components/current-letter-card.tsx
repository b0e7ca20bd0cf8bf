// The creator's valid letter: who signed it and when, its fingerprint, the signed PDF to download,
// and revoking it after a confirmation.
import type { SignedLetter } from "@unleak/contracts";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { letterDocumentUrl, useRevokeLetter } from "../api/authorisation";

export function CurrentLetterCard({ letter }: { letter: SignedLetter }) {
  const { t, i18n } = useTranslation("authorisation");
  const revoke = useRevokeLetter();
  const [confirming, setConfirming] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(letter.signedAt));

  const confirm = async () => {
    try {
      await revoke.mutateAsync();
      setConfirming(false);
      toast.success(t("messages.revoked"));
    } catch (error) {
      toast.error(t("messages.revokeError", { reason: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5" data-testid="current-letter">
      <h2 className="text-lg font-semibold">{t("current.title")}</h2>
      <p className="text-sm">{t("current.signedBy", { name: letter.fullName, date, version: letter.consentVersion })}</p>
      {letter.agency ? <p className="text-sm">{t("current.agency", { agency: letter.agency.name })}</p> : null}
      {letter.documentHash ? <p className="text-xs break-all text-muted-foreground">{t("current.hash", { hash: letter.documentHash })}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={letterDocumentUrl(letter.id)} download>
            {t("current.download")}
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {t("current.revoke")}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t("current.resign")}</p>
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertDialog.Content
            data-testid="confirm-revoke"
            className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none"
          >
            <AlertDialog.Title className="text-lg font-semibold">{t("current.revokeTitle")}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">{t("current.revokeText")}</AlertDialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t("current.cancel")}</Button>
              </AlertDialog.Cancel>
              <Button variant="destructive" disabled={revoke.isPending} onClick={() => void confirm()}>
                {t("current.revokeConfirm")}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
