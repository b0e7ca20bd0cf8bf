// A notice's entries in the creator's hash-chained log: when, what happened, and the entry's hash
// shortened (the full hash in its title, to compare with an exported log).
import type { NoticeDetail } from "@unleak/contracts";
import { useTranslation } from "react-i18next";

const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

export function NoticeLog({ events }: { events: NoticeDetail["events"] }) {
  const { t, i18n } = useTranslation("takedowns");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{t("notice.logEmpty")}</p>;
  return (
    <ol className="grid gap-2 text-sm" data-testid="notice-log">
      {events.map((event) => (
        <li key={event.sequence} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-kind={event.kind}>
          <time dateTime={event.at} className="text-muted-foreground">
            {dateTime.format(new Date(event.at))}
          </time>
          <span className="font-medium">{t(`eventKind.${event.kind}`)}</span>
          <code className="text-xs text-muted-foreground" title={event.hash} aria-label={t("notice.hash", { hash: event.hash })}>
            {shortHash(event.hash)}
          </code>
        </li>
      ))}
    </ol>
  );
}
