// /notices/:id: one notice — where it went, on what basis and why, the URLs it names, its text
// exactly as sent (and as PDF), its log entries and the replies; asks again every 10 s until a reply arrived.
import { ArrowLeft, Download } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { noticeDocumentUrl, useNotice } from "../api/notices";
import { languageName } from "../lib/language-name";
import { CounterNoticePanel } from "./counter-notice-panel";
import { NoticeLog } from "./notice-log";
import { NoticeReplies } from "./notice-replies";
import { NoticeStatusBadge } from "./notice-status-badge";
import { NoticeUrls } from "./notice-urls";
import { RouteReasonText } from "./route-reason-text";

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">{children}</CardContent>
    </Card>
  );
}

export function NoticeDetailPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation("takedowns");
  const notice = useNotice(id);
  if (notice.isPending) return <Spinner />;
  if (notice.isError) return <Alert variant="destructive">{t("notice.notFound")}</Alert>;
  const data = notice.data;
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const rows: Array<[string, string | null]> = [
    [t("notice.recipient"), `${data.recipientName} (${t(`recipientKind.${data.recipientKind}`)})`],
    // Her agency asked for it (issue 17).
    [t("attribution.requester"), data.actedBy ? data.actedBy.agencyName : null],
    [t("notice.channel"), t(`channel.${data.channel}`)],
    [t("notice.address"), data.address],
    [t("notice.basis"), t(`basis.${data.basis}`)],
    [t("notice.language"), languageName(data.language, i18n.language)],
    [t("notice.wave"), String(data.wave)],
    [t("notice.sentAt"), data.sentAt ? dateTime.format(new Date(data.sentAt)) : t("notices.notSent")],
    [t("notice.ticket"), data.ticket],
    [t("notice.rejectionReason"), data.rejectionReason],
    [t("notice.lastError"), data.lastError],
  ];

  return (
    <section className="grid w-full max-w-5xl min-w-0 gap-6" data-testid="notice-detail">
      <Link to={paths.app.notices.getHref()} className="flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("notice.back")}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-semibold tracking-tight">{data.reference}</h1>
        <NoticeStatusBadge status={data.status} />
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <a href={noticeDocumentUrl(data.id)} download>
            <Download aria-hidden="true" className="size-4" />
            {t("notice.download")}
          </a>
        </Button>
      </header>
      <CounterNoticePanel noticeId={data.id} />
      <Section title={t("notice.details")}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="notice-header">
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          <dt className="text-muted-foreground">{t("notice.reason")}</dt>
          <dd>
            <RouteReasonText reason={data.reason} />
          </dd>
        </dl>
      </Section>
      <Section title={t("notice.urls")}>
        <NoticeUrls items={data.items} />
      </Section>
      <Section title={t("notice.text")}>
        <p className="text-sm font-medium">{t("notice.subject", { subject: data.subject })}</p>
        <pre className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs" data-testid="notice-body">
          {data.body}
        </pre>
      </Section>
      <Section title={t("notice.log")}>
        <NoticeLog events={data.events} />
      </Section>
      <Section title={t("notice.replies")} testId="notice-replies">
        <NoticeReplies replies={data.replies} />
      </Section>
    </section>
  );
}
