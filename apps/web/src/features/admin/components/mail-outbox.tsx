// The outbox as a list of mails; links in a mail's text can be opened (they are our own links,
// written by the server, but they are shown as text and made clickable only when they are http(s)).
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import type { OutboxMail } from "@unleak/contracts";
import { useOutbox } from "../api/get-outbox";

const linkPattern = /(https?:\/\/[^\s<>"]+)/g;

function MailText({ text }: { text: string }) {
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm">
      {text.split(linkPattern).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation("admin");
  return (
    <article data-testid="outbox-mail" className="grid min-w-0 gap-2 rounded-xl border bg-card p-4">
      <p className="break-words text-sm text-muted-foreground">
        <span data-testid="outbox-channel">{t(`outbox.channel.${mail.channel}`)}</span> · {t("outbox.to")}: <strong className="text-foreground">{mail.to}</strong> ·{" "}
        {new Date(mail.createdAt).toLocaleString()} · {t(`outbox.status.${mail.status}`)}
      </p>
      {mail.subject ? <h2 className="break-words font-medium">{mail.subject}</h2> : null}
      <MailText text={mail.text} />
      {mail.attachments.length > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="outbox-attachments">
          {t("outbox.attachments", { files: mail.attachments.map((file) => file.filename).join(", ") })}
        </p>
      ) : null}
    </article>
  );
}

export function MailOutbox() {
  const { t } = useTranslation("admin");
  const outbox = useOutbox();
  if (outbox.isPending) return <PageLoader />;
  if (outbox.isError) return <Alert variant="destructive">{outbox.error.message}</Alert>;
  return (
    <section className="flex w-full max-w-3xl min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("outbox.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("outbox.intro")}</p>
        <p className="text-sm text-muted-foreground">{t("outbox.adminOnly")}</p>
      </header>
      {outbox.data.mails.length === 0 ? <p>{t("outbox.empty")}</p> : outbox.data.mails.map((mail) => <MailCard key={mail.id} mail={mail} />)}
    </section>
  );
}
