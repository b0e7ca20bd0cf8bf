// Writes a broadcast: its audience (everybody, one plan, one user) and its title and message in
// each interface language, all required. Checked with the route's own schema before it is sent;
// a broadcast to everybody is confirmed first, since it cannot be taken back.
import { type BroadcastAudience, type InterfaceLanguage, interfaceLanguages, type SendBroadcast, sendBroadcastSchema, type SubscriptionTier, subscriptionTiers } from "@unleak/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { useSendBroadcast } from "../api/broadcasts";
import { ConfirmBroadcastDialog } from "./confirm-broadcast-dialog";
import { LanguageFields, type Problems } from "./language-fields";
import { UserLookup } from "./user-lookup";

type Texts = Record<InterfaceLanguage, { title: string; message: string }>;
interface Draft {
  kind: BroadcastAudience["kind"];
  tier: SubscriptionTier;
  userId: string;
  texts: Texts;
}

const emptyDraft = (): Draft => ({
  kind: "all",
  tier: "pro",
  userId: "",
  texts: Object.fromEntries(interfaceLanguages.map((language) => [language, { title: "", message: "" }])) as Texts,
});

function bodyOf({ kind, tier, userId, texts }: Draft): SendBroadcast {
  const audience: BroadcastAudience = kind === "tier" ? { kind, tier } : kind === "user" ? { kind, userId } : { kind };
  return { audience, texts };
}

const selectClass = "h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:w-64";

export function BroadcastForm() {
  const { t } = useTranslation("operations");
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState<SendBroadcast | null>(null);
  const audienceId = useId();
  const detailId = useId();
  const send = useSendBroadcast({
    onSuccess: ({ recipients }) => {
      toast.success(t("broadcasts.form.sent", { count: recipients }));
      setDraft(emptyDraft());
      setConfirming(null);
    },
    onError: (error) => {
      setConfirming(null);
      if (error instanceof ApiError && error.code === "NOT_FOUND") setProblems({ "audience.userId": t("broadcasts.form.unknownUser") });
      else toast.error(t("broadcasts.form.failed", { message: error.message }));
    },
  });

  const problemsOf = (error: z.ZodError): Problems =>
    Object.fromEntries(error.issues.map((issue) => [issue.path.join("."), issue.code === "too_big" ? t("broadcasts.form.tooLong", { max: Number(issue.maximum) }) : t("broadcasts.form.required")]));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = sendBroadcastSchema.safeParse(bodyOf(draft));
    if (!parsed.success) return setProblems(problemsOf(parsed.error));
    setProblems({});
    if (parsed.data.audience.kind === "all") setConfirming(parsed.data);
    else send.mutate(parsed.data);
  };
  const userProblem = problems["audience.userId"];

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label={t("broadcasts.form.heading")}>
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-2">
          <Label htmlFor={audienceId}>{t("broadcasts.form.audience")}</Label>
          <select id={audienceId} className={selectClass} value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value as Draft["kind"] })}>
            {(["all", "tier", "user"] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`broadcasts.form.audiences.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        {draft.kind === "tier" ? (
          <div className="grid gap-2">
            <Label htmlFor={detailId}>{t("broadcasts.form.tier")}</Label>
            <select id={detailId} className={selectClass} value={draft.tier} onChange={(event) => setDraft({ ...draft, tier: event.target.value as SubscriptionTier })}>
              {subscriptionTiers.map((tier) => (
                <option key={tier} value={tier}>
                  {t(`broadcasts.tiers.${tier}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {draft.kind === "user" ? <UserLookup onPick={(userId) => setDraft({ ...draft, userId })} /> : null}
        {draft.kind === "user" ? (
          <div className="grid min-w-0 flex-1 gap-2">
            <Label htmlFor={detailId}>{t("broadcasts.form.userId")}</Label>
            <input
              id={detailId}
              value={draft.userId}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, userId: event.target.value })}
              aria-invalid={userProblem ? true : undefined}
              aria-describedby={`${detailId}-hint`}
              className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
            />
            <p id={`${detailId}-hint`} className={userProblem ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
              {userProblem ?? t("broadcasts.form.userIdHint")}
            </p>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t("broadcasts.form.allLanguages")}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {interfaceLanguages.map((language) => (
          <LanguageFields
            key={language}
            language={language}
            value={draft.texts[language]}
            problems={problems}
            onChange={(text) => setDraft({ ...draft, texts: { ...draft.texts, [language]: text } })}
          />
        ))}
      </div>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t("broadcasts.form.sending") : t("broadcasts.form.send")}
        </Button>
      </div>
      <ConfirmBroadcastDialog open={confirming !== null} pending={send.isPending} onConfirm={() => confirming && send.mutate(confirming)} onCancel={() => setConfirming(null)} />
    </form>
  );
}
