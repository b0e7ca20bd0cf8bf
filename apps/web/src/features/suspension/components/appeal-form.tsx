// The appeal, sent from the suspension screen without any chat service: the account's e-mail
// (prefilled, editable), the explanation and up to three files of evidence. Each field's problem
// shows under it; the server's refusal of a file names it.
import { APPEAL_EVIDENCE_FILES_MAX, APPEAL_EXPLANATION_MAX } from "@unleak/contracts";
import type { TFunction } from "i18next";
import { FileUp, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { AppealRefusal, useSubmitAppeal } from "../api/submit-appeal";
import { type AppealProblem, appealProblems, EVIDENCE_ACCEPT, EVIDENCE_MEGABYTES } from "../lib/appeal-validation";

const textareaClass =
  "w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive";

/** A refusal the server explains better than a generic failure: its own words, or ours for a named file. */
function refusalMessage(error: Error, t: TFunction<"appeals">): string {
  if (error instanceof AppealRefusal && error.fileName && error.code === "UNSUPPORTED_MEDIA") return t("form.errors.fileType", { name: error.fileName });
  if (error instanceof AppealRefusal && error.fileName && error.code === "FILE_TOO_LARGE") return t("form.errors.fileTooLarge", { name: error.fileName, megabytes: EVIDENCE_MEGABYTES });
  const known = error instanceof ApiError && !error.code.startsWith("HTTP_") && error.code !== "NETWORK_ERROR";
  return known ? error.message : t("form.errors.failed");
}

export function AppealForm({ email: accountEmail }: { email: string }) {
  const { t } = useTranslation("appeals");
  const submit = useSubmitAppeal();
  const [email, setEmail] = useState(accountEmail);
  const [explanation, setExplanation] = useState("");
  const [evidence, setEvidence] = useState<File[]>([]);
  const [problems, setProblems] = useState<AppealProblem[]>([]);
  const ids = { explanation: useId(), evidence: useId() };

  const messageOf = (field: AppealProblem["field"]) => {
    const found = problems.find((problem) => problem.field === field);
    if (!found) return undefined;
    return t(`form.errors.${found.problem}`, { max: APPEAL_EXPLANATION_MAX, count: APPEAL_EVIDENCE_FILES_MAX, megabytes: EVIDENCE_MEGABYTES, name: "name" in found ? found.name : "" });
  };
  /** The files are checked as soon as they change; the other fields' problems stay until the next submit. */
  const changeEvidence = (files: File[]) => {
    setEvidence(files);
    const fileProblems = appealProblems({ email, explanation, evidence: files }).filter((problem) => problem.field === "evidence");
    setProblems((previous) => [...previous.filter((problem) => problem.field !== "evidence"), ...fileProblems]);
  };
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ""; // the same file may be chosen again after removing it
    changeEvidence([...evidence, ...chosen]);
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = appealProblems({ email, explanation, evidence });
    setProblems(found);
    if (found.length === 0) submit.mutate({ email: email.trim(), explanation: explanation.trim(), evidence });
  };

  const busy = submit.isPending;
  const explanationError = messageOf("explanation");
  const evidenceError = messageOf("evidence");
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="appeal-form">
      <FormField label={t("form.email")} type="email" autoComplete="email" required value={email} disabled={busy} error={messageOf("email")} onChange={(event) => setEmail(event.target.value)} />
      <div className="grid gap-2">
        <Label htmlFor={ids.explanation}>
          {t("form.explanation")}
          <span aria-hidden="true" className="text-destructive">
            {" *"}
          </span>
        </Label>
        <textarea
          id={ids.explanation}
          required
          rows={6}
          maxLength={APPEAL_EXPLANATION_MAX}
          value={explanation}
          disabled={busy}
          onChange={(event) => setExplanation(event.target.value)}
          aria-invalid={explanationError ? true : undefined}
          aria-describedby={`${ids.explanation}-hint${explanationError ? ` ${ids.explanation}-error` : ""}`}
          className={textareaClass}
        />
        <p id={`${ids.explanation}-hint`} className="text-xs text-muted-foreground">
          {t("form.explanationHint", { max: APPEAL_EXPLANATION_MAX })}
        </p>
        {explanationError ? (
          <p id={`${ids.explanation}-error`} className="text-sm text-destructive">
            {explanationError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.evidence}>{t("form.evidence")}</Label>
        <input
          id={ids.evidence}
          type="file"
          multiple
          accept={EVIDENCE_ACCEPT}
          disabled={busy}
          onChange={choose}
          aria-invalid={evidenceError ? true : undefined}
          aria-describedby={`${ids.evidence}-hint${evidenceError ? ` ${ids.evidence}-error` : ""}`}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm"
        />
        <p id={`${ids.evidence}-hint`} className="text-xs text-muted-foreground">
          {t("form.evidenceHint", { count: APPEAL_EVIDENCE_FILES_MAX, megabytes: EVIDENCE_MEGABYTES })}
        </p>
        {evidence.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {evidence.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center gap-2">
                <FileUp aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 truncate">{file.name}</span>
                <Button type="button" variant="ghost" size="sm" disabled={busy} aria-label={t("form.removeFile", { name: file.name })} onClick={() => changeEvidence(evidence.filter((_, at) => at !== index))}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {evidenceError ? (
          <p id={`${ids.evidence}-error`} className="text-sm text-destructive">
            {evidenceError}
          </p>
        ) : null}
      </div>
      {submit.isError ? <Alert variant="destructive">{refusalMessage(submit.error, t)}</Alert> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4 text-primary-foreground" /> : null}
          {busy ? t("form.sending") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
