// One appeal: who sent it, the suspension it is about, the explanation and the evidence; then, while
// it is open, the answer and the decision (lift or keep the ban), or, once decided, what was answered.
import { type AdminAppeal, type AppealDecision, APPEAL_RESPONSE_MAX, appealDecisionBodySchema } from "@unleak/contracts";
import { FileText } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

const responseSchema = appealDecisionBodySchema.shape.response;

function Evidence({ files }: { files: AdminAppeal["evidence"] }) {
  const { t } = useTranslation("appeals");
  if (files.length === 0) return <p className="text-sm text-muted-foreground">{t("queue.noEvidence")}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {files.map((file) => (
        <li key={file.url} className="min-w-0">
          <a href={file.url} target="_blank" rel="noreferrer" className="grid gap-1 rounded-md border bg-muted p-2 text-xs hover:bg-muted/70">
            {file.contentType.startsWith("image/") ? (
              <img src={file.url} alt={file.name} className="aspect-[4/3] w-full rounded object-contain" />
            ) : (
              <FileText aria-hidden="true" className="mx-auto my-4 size-8 text-muted-foreground" />
            )}
            <span className="truncate">{file.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

type AppealReviewCardProps = {
  appeal: AdminAppeal;
  pending: boolean;
  onDecide: (decision: AppealDecision, response: string) => void;
};

export function AppealReviewCard({ appeal, pending, onDecide }: AppealReviewCardProps) {
  const { t, i18n } = useTranslation("appeals");
  const [response, setResponse] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const answerId = useId();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  const decide = (decision: AppealDecision) => {
    const parsed = responseSchema.safeParse(response);
    if (parsed.success) return onDecide(decision, parsed.data);
    setProblem(response.trim() === "" ? t("queue.answerRequired") : t("queue.answerTooLong", { max: APPEAL_RESPONSE_MAX }));
  };

  const facts: Array<[string, string]> = [
    [t("queue.email"), appeal.user.email],
    ...(appeal.contactEmail.toLowerCase() !== appeal.user.email.toLowerCase() ? ([[t("queue.contactEmail"), appeal.contactEmail]] as Array<[string, string]>) : []),
    [t("queue.submittedAt"), when(appeal.createdAt)],
    ...(appeal.ban
      ? ([
          [t("queue.banReason"), appeal.ban.reason || t("queue.noReason")],
          [t("queue.bannedAt"), when(appeal.ban.bannedAt)],
          ...(appeal.ban.adminNotes ? [[t("queue.adminNotes"), appeal.ban.adminNotes]] : []),
        ] as Array<[string, string]>)
      : []),
  ];

  return (
    <article data-testid="appeal" aria-label={appeal.user.email} className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 lg:grid-cols-[16rem_1fr]">
      <div className="grid content-start gap-2">
        <dl className="grid gap-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="grid min-w-0 gap-0.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {!appeal.ban ? <p className="text-xs text-muted-foreground">{t("queue.noBan")}</p> : null}
        {appeal.ban && !appeal.ban.active && appeal.status === "open" ? (
          <Badge variant="outline" className="justify-self-start">
            {t("queue.banEnded")}
          </Badge>
        ) : null}
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <section className="grid gap-1">
          <h2 className="text-sm font-medium">{t("queue.explanation")}</h2>
          <p className="whitespace-pre-wrap break-words text-sm">{appeal.explanation}</p>
        </section>
        <section className="grid gap-2">
          <h2 className="text-sm font-medium">{t("queue.evidence")}</h2>
          <Evidence files={appeal.evidence} />
        </section>
        {appeal.status === "open" ? (
          <div className="grid gap-2">
            <Label htmlFor={answerId}>{t("queue.answer")}</Label>
            <textarea
              id={answerId}
              value={response}
              rows={4}
              maxLength={APPEAL_RESPONSE_MAX}
              onChange={(event) => (setResponse(event.target.value), setProblem(null))}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${answerId}-hint${problem ? ` ${answerId}-error` : ""}`}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
            />
            <p id={`${answerId}-hint`} className="text-xs text-muted-foreground">
              {t("queue.answerHint", { max: APPEAL_RESPONSE_MAX })}
            </p>
            {problem ? (
              <p id={`${answerId}-error`} className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" disabled={pending} onClick={() => decide("keep")}>
                {t("queue.keep")}
              </Button>
              <Button disabled={pending} onClick={() => decide("lift")}>
                {t("queue.lift")}
              </Button>
            </div>
          </div>
        ) : (
          <section className="grid gap-1 text-sm">
            <h2 className="font-medium">{t("queue.response")}</h2>
            <p className="whitespace-pre-wrap break-words">{appeal.response}</p>
            {appeal.decidedAt ? (
              <p className="text-xs text-muted-foreground">{t("queue.decided", { email: appeal.decidedBy?.email ?? t("queue.formerAdmin"), date: when(appeal.decidedAt) })}</p>
            ) : null}
          </section>
        )}
      </div>
    </article>
  );
}
