// The hosts' replies to a notice: what the reply says (as the parser read it), who sent it and when,
// and its text exactly as it arrived; a reply the parser could not read says so.
import type { NoticeReply } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

export function NoticeReplies({ replies }: { replies: readonly NoticeReply[] }) {
  const { t, i18n } = useTranslation("takedowns");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  if (replies.length === 0) return <p className="text-sm text-muted-foreground">{t("notice.noReplies")}</p>;
  return (
    <ul className="grid gap-4">
      {replies.map((reply) => (
        <li key={reply.id} className="grid min-w-0 gap-2 rounded-lg border p-3" data-testid="notice-reply" data-kind={reply.kind}>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="outline">{t(`replyKind.${reply.kind}`)}</Badge>
            <span className="break-all">{t("notice.from", { from: reply.from })}</span>
            <span className="text-muted-foreground">{t("notice.receivedAt", { date: dateTime.format(new Date(reply.receivedAt)) })}</span>
          </div>
          {reply.kind === "unparsed" ? <p className="text-sm text-muted-foreground" data-testid="reply-unparsed">{t("notice.unparsed")}</p> : null}
          <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">{reply.text}</pre>
        </li>
      ))}
    </ul>
  );
}
