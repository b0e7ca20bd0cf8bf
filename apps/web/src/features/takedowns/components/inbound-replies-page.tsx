// /admin/inbound: replies that no notice could be found for, and replies threaded to their notice
// that the reply parser could not read (with that notice and its creator), newest first, shown
// exactly as received so an administrator can thread or act on them by hand.
import type { InboundReply, UnparsedReply } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { useInboundReplies } from "../api/inbound-replies";

function InboundReplyCard({ reply, testId = "inbound-reply" }: { reply: InboundReply | UnparsedReply; testId?: string }) {
  const { t, i18n } = useTranslation("takedowns");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const notice = "notice" in reply ? reply.notice : null;
  return (
    <article data-testid={testId} className="grid min-w-0 gap-2 rounded-xl border bg-card p-4">
      {notice ? (
        <p className="break-words text-sm" data-testid="unparsed-notice">
          {t("inbound.notice", { reference: notice.reference, recipient: notice.recipientName, address: notice.address, status: t(`status.${notice.status}`) })}
          {" · "}
          {t("inbound.creator", { creator: notice.creatorName ?? notice.creatorId })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="outline">{t(`replyKind.${reply.kind}`)}</Badge>
        <span className="break-all">{t("notice.from", { from: reply.from })}</span>
        <span className="break-all">{t("inbound.to", { to: reply.to })}</span>
        <span className="text-muted-foreground">{t("notice.receivedAt", { date: dateTime.format(new Date(reply.receivedAt)) })}</span>
      </div>
      {reply.subject ? <h2 className="break-words font-medium">{reply.subject}</h2> : null}
      <h3 className="text-xs text-muted-foreground">{t("inbound.raw")}</h3>
      <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">{reply.raw}</pre>
    </article>
  );
}

export function InboundRepliesPage() {
  const { t } = useTranslation("takedowns");
  const inbound = useInboundReplies();
  if (inbound.isPending) return <PageLoader />;
  if (inbound.isError) return <Alert variant="destructive">{inbound.error.message}</Alert>;
  return (
    <section className="flex w-full max-w-3xl min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("inbound.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("inbound.intro")}</p>
      </header>
      <section className="grid min-w-0 gap-3" aria-labelledby="inbound-unmatched">
        <h2 id="inbound-unmatched" className="text-lg font-semibold">
          {t("inbound.unmatchedTitle")}
        </h2>
        {inbound.data.replies.length === 0 ? <p>{t("inbound.empty")}</p> : inbound.data.replies.map((reply) => <InboundReplyCard key={reply.id} reply={reply} />)}
      </section>
      <section className="grid min-w-0 gap-3" aria-labelledby="inbound-unparsed">
        <h2 id="inbound-unparsed" className="text-lg font-semibold">
          {t("inbound.unparsedTitle")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("inbound.unparsedIntro")}</p>
        {inbound.data.unparsed.length === 0 ? (
          <p>{t("inbound.unparsedEmpty")}</p>
        ) : (
          inbound.data.unparsed.map((reply) => <InboundReplyCard key={reply.id} reply={reply} testId="unparsed-reply" />)
        )}
      </section>
    </section>
  );
}
