// /admin/inbound: replies to notices that no notice could be found for, newest first, shown exactly
// as received so an administrator can thread them by hand.
import type { InboundReply } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { useInboundReplies } from "../api/inbound-replies";

function InboundReplyCard({ reply }: { reply: InboundReply }) {
  const { t, i18n } = useTranslation("takedowns");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <article data-testid="inbound-reply" className="grid min-w-0 gap-2 rounded-xl border bg-card p-4">
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
      {inbound.data.replies.length === 0 ? <p>{t("inbound.empty")}</p> : inbound.data.replies.map((reply) => <InboundReplyCard key={reply.id} reply={reply} />)}
    </section>
  );
}
