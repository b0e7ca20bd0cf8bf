// The Letter of Authorisation form (spec §2.3, §5): full name, the protected content and a drawn
// signature. Each check's message shows in turn; signing sends the signature as a PNG data URL in
// the interface language and answers "Authorization successfully signed!" or the reason it failed.
import type SignaturePad from "signature_pad";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { currentLanguage } from "@/lib/i18n";
import { useSignLetter } from "../api/authorisation";
import { letterFormProblem } from "../lib/letter-form";
import { SignatureField } from "./signature-field";

type Notice = { kind: "error" | "success"; text: string };

/** `signedIn`: whether a session exists (the page reads it; without one, signing is refused). */
export function LetterForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("authorisation");
  const sign = useSignLetter();
  const padRef = useRef<SignaturePad | null>(null);
  const descriptionId = useId();
  const [fullName, setFullName] = useState("");
  const [contentDescription, setContentDescription] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async () => {
    const pad = padRef.current;
    const problem = letterFormProblem({ signedIn, fullName, contentDescription, padAvailable: pad !== null, signatureEmpty: pad?.isEmpty() ?? true });
    if (problem) {
      setNotice({ kind: "error", text: t(`messages.${problem}`) });
      return;
    }
    setNotice(null);
    try {
      await sign.mutateAsync({ fullName: fullName.trim(), contentDescription: contentDescription.trim(), signature: pad!.toDataURL("image/png"), language: currentLanguage() });
      pad!.clear();
      setNotice({ kind: "success", text: t("messages.signed") });
      toast.success(t("messages.signed"));
    } catch (error) {
      setNotice({ kind: "error", text: t("messages.signError", { reason: error instanceof Error ? error.message : String(error) }) });
    }
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      data-testid="letter-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField label={t("form.fullName")} required autoComplete="name" value={fullName} maxLength={200} onChange={(event) => setFullName(event.target.value)} />
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>
          {t("form.contentDescription")}
          <span aria-hidden="true" className="text-destructive">
            {" *"}
          </span>
        </Label>
        <textarea
          id={descriptionId}
          required
          rows={3}
          maxLength={2000}
          value={contentDescription}
          placeholder={t("form.contentPlaceholder")}
          onChange={(event) => setContentDescription(event.target.value)}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      </div>
      <SignatureField padRef={padRef} onChange={() => setNotice(null)} />
      <p className="text-xs text-muted-foreground">{t("form.required")}</p>
      {notice ? (
        <Alert variant={notice.kind === "error" ? "destructive" : "success"} data-testid="letter-form-notice">
          {notice.text}
        </Alert>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={sign.isPending}>
        {sign.isPending ? t("form.signing") : t("form.submit")}
      </Button>
    </form>
  );
}
