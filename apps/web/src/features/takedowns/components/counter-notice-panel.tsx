// A counter-notice in plain words (issue 13), on the notice page and the leak page: the uploader says
// the removal was a mistake (17 U.S.C. §512(g)); the host puts the content back between the
// earliest and latest restore dates unless a lawsuit is filed; escalation is paused. The creator
// lets it go or pursues it with a lawyer, after confirming; the decision shows once made.
import type { CounterNotice, CounterNoticeDecision } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useCounterNotices, useDecideCounterNotice } from "../api/counter-notices";

/** One panel per notice: the counter-notices of one leak, or of one notice (its leaks share the window). */
export function CounterNoticePanel({ noticeId, leakId }: { noticeId?: string; leakId?: string }) {
  const counterNotices = useCounterNotices();
  const entries = (counterNotices.data?.counterNotices ?? []).filter((entry) => (!noticeId || entry.noticeId === noticeId) && (!leakId || entry.leakId === leakId));
  const perNotice = [...new Map(entries.map((entry) => [entry.noticeId, entry])).values()];
  if (perNotice.length === 0) return null;
  return (
    <>
      {perNotice.map((entry) => (
        <CounterNoticeCard key={entry.noticeId} entry={entry} />
      ))}
    </>
  );
}

function CounterNoticeCard({ entry }: { entry: CounterNotice }) {
  const { t, i18n } = useTranslation("takedowns");
  const decide = useDecideCounterNotice();
  const [confirming, setConfirming] = useState<CounterNoticeDecision | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });
  const earliest = date.format(new Date(entry.earliestRestore));
  const latest = date.format(new Date(entry.latestRestore));
  const received = date.format(new Date(entry.reply.receivedAt));

  return (
    <Card data-testid="counter-notice" data-notice={entry.noticeId}>
      <CardHeader>
        <CardTitle>{t("counterNotice.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{t("counterNotice.explanation", { earliest, latest })}</p>
        <p className="text-muted-foreground">{t("counterNotice.received", { date: received, from: entry.reply.from, reference: entry.noticeReference })}</p>
        <details>
          <summary className="cursor-pointer text-primary">{t("counterNotice.showReply")}</summary>
          <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">{entry.reply.text}</pre>
        </details>
        {entry.decision ? (
          <Alert data-testid="counter-notice-decision">{t(`counterNotice.decided.${entry.decision.decision}`, { date: date.format(new Date(entry.decision.at)), latest })}</Alert>
        ) : confirming ? (
          <div role="alertdialog" aria-labelledby={`confirm-${entry.noticeId}`} className="grid gap-3 rounded-md border p-3">
            <p id={`confirm-${entry.noticeId}`}>{t(`counterNotice.confirm.${confirming}`, { latest })}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant={confirming === "pursue" ? "default" : "destructive"}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ noticeId: entry.noticeId, decision: confirming }, { onSuccess: () => setConfirming(null) })}
              >
                {t(`counterNotice.confirmButton.${confirming}`)}
              </Button>
              <Button variant="outline" disabled={decide.isPending} onClick={() => setConfirming(null)}>
                {t("counterNotice.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setConfirming("let_go")}>
              {t("counterNotice.letGo")}
            </Button>
            <Button onClick={() => setConfirming("pursue")}>{t("counterNotice.pursue")}</Button>
          </div>
        )}
        {decide.isError ? <Alert variant="destructive">{t("counterNotice.failed")}</Alert> : null}
      </CardContent>
    </Card>
  );
}
