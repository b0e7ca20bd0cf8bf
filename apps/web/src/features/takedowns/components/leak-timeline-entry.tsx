// One entry of a leak's timeline, in words that claim no more than the evidence: a notice with its
// wave (W0 ... W3), recipient, legal basis, status and its text exactly as sent behind a disclosure; a
// reply's first words; a check with its evidence (the checks' own row); a wave, a decision, the
// confirmed removal, the hand-over, and a re-upload's new case.
import type { LeakTimelineEntry as Entry } from "@unleak/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EvidenceBadge } from "@/components/evidence-badge";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { waveActionKeys, waveReasonKeys } from "../lib/wave-wording";
import { NoticeStatusBadge } from "./notice-status-badge";
import { RemovalCheckRow } from "./removal-check-row";

const linkClass = "text-primary underline";

/** One entry: when, what (its title line), and its details below. */
function Item({ at, title, kind, children, testId = "timeline-entry", wave }: { at: string; title: ReactNode; kind: Entry["kind"]; children?: ReactNode; testId?: string; wave?: number }) {
  const { i18n } = useTranslation("takedowns");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className="grid min-w-0 gap-2 py-3 text-sm" data-testid={testId} data-kind={kind} data-wave={wave}>
      <div className="flex flex-wrap items-center gap-2">
        <time dateTime={at} className="text-muted-foreground">
          {dateTime.format(new Date(at))}
        </time>
        {title}
      </div>
      {children}
    </li>
  );
}

function NoticeEntry({ entry }: { entry: Extract<Entry, { kind: "notice" }> }) {
  const { t } = useTranslation("takedowns");
  const wave = entry.wave === 0 ? t("timeline.waveFirst") : t("timeline.waveNumber", { wave: entry.wave });
  const title = (
    <>
      <span className="font-medium">{entry.sentAt ? t("timeline.noticeSent") : t("timeline.noticeNotSent")}</span>
      <Badge variant="outline">{wave}</Badge>
      <NoticeStatusBadge status={entry.status} />
    </>
  );
  return (
    <Item at={entry.at} kind="notice" testId="leak-notice" wave={entry.wave} title={title}>
      <p>
        <Link to={paths.app.notice.getHref(entry.noticeId)} className="font-mono text-primary hover:underline">
          {entry.reference}
        </Link>{" "}
        {t("timeline.to", { name: entry.recipientName, kind: t(`recipientKind.${entry.recipientKind}`) })} <span className="break-all text-muted-foreground">{entry.address}</span>
      </p>
      <p className="text-muted-foreground">{t("timeline.basis", { basis: t(`basis.${entry.basis}`) })}</p>
      <details className="min-w-0" data-testid="notice-text">
        <summary className="cursor-pointer text-xs text-primary">{t("timeline.noticeText")}</summary>
        <p className="mt-2 font-medium">{entry.subject}</p>
        <pre className="mt-1 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">{entry.body}</pre>
        <p className="mt-1 break-all text-xs text-muted-foreground">{t("timeline.rawSha256", { hash: entry.rawSha256 })}</p>
      </details>
    </Item>
  );
}

export function LeakTimelineEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation("takedowns");
  switch (entry.kind) {
    case "found":
      return (
        <Item at={entry.at} kind="found" title={<><span className="font-medium">{t("timeline.found", { site: entry.siteName })}</span><EvidenceBadge pictureQuality={entry.evidence === "name" ? null : entry.evidence} /></>}>
          <p className="break-all text-muted-foreground">{entry.url}</p>
          {entry.parentLeakId ? (
            <p>
              {t("checks.reupload")}{" "}
              <Link to={paths.app.leak.getHref(entry.parentLeakId)} className={linkClass}>
                {t("checks.reuploadLink")}
              </Link>
            </p>
          ) : null}
        </Item>
      );
    case "notice":
      return <NoticeEntry entry={entry} />;
    case "reply":
      return (
        <Item at={entry.at} kind="reply" testId="timeline-reply" title={<><span className="font-medium">{t("timeline.reply", { reference: entry.reference })}</span><Badge variant="outline">{t(`replyKind.${entry.replyKind}`)}</Badge></>}>
          <p className="break-all text-muted-foreground">
            {t("timeline.replyFrom", { from: entry.from })}
            {entry.ticket ? ` · ${t("timeline.ticket", { ticket: entry.ticket })}` : null}
          </p>
          <blockquote className="border-l-2 pl-3 italic break-words">{entry.excerpt}</blockquote>
          <Link to={paths.app.notice.getHref(entry.noticeId)} className={`${linkClass} text-xs`}>
            {t("timeline.readReply")}
          </Link>
        </Item>
      );
    case "check":
      return <RemovalCheckRow check={entry.check} />;
    case "wave":
      return (
        <Item at={entry.at} kind="wave" title={<span className="font-medium">{entry.action ? t("timeline.wave", { wave: entry.wave, step: t(waveActionKeys[entry.action]) }) : t("timeline.waveOnly", { wave: entry.wave })}</span>}>
          {entry.reason ? <p className="text-muted-foreground">{t(waveReasonKeys[entry.reason])}</p> : null}
          {entry.recipients.length > 0 ? <p className="break-all text-muted-foreground">{t("timeline.waveRecipients", { recipients: entry.recipients.join(", ") })}</p> : null}
        </Item>
      );
    case "decision":
      return <Item at={entry.at} kind="decision" title={<span className="font-medium">{t(entry.decision === "pursue" ? "timeline.decisionPursue" : "timeline.decisionLetGo", { reference: entry.reference })}</span>} />;
    case "removed":
      return <Item at={entry.at} kind="removed" title={<Badge variant="success" className="whitespace-normal">{t("timeline.removed")}</Badge>} />;
    case "handed_over":
      return <Item at={entry.at} kind="handed_over" title={<span className="font-medium">{t("timeline.handedOver")}</span>} />;
    case "reupload":
      return (
        <Item at={entry.at} kind="reupload" title={<span className="font-medium">{t("timeline.reupload", { site: entry.siteName })}</span>}>
          <p className="break-all text-muted-foreground">{entry.url}</p>
          <Link to={paths.app.leak.getHref(entry.leakId)} className={linkClass}>
            {t("timeline.openReupload")}
          </Link>
        </Item>
      );
  }
}
