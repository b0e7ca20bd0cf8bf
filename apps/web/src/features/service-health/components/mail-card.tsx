// The mail outbox at a glance: how messages are sent, their counts by status and the newest few;
// the outbox page shows each message's text.
import type { ServiceHealth } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { Figure, HealthCard } from "./health-card";

export function MailCard({ mail }: { mail: ServiceHealth["mail"] }) {
  const { t, i18n } = useTranslation("operations");
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <HealthCard title={t("health.mail.title")} description={t(`health.mail.mode.${mail.mode}`)} link={{ to: paths.app.adminOutbox.getHref(), label: t("health.mail.open") }} testId="health-mail">
      {mail.byStatus.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("health.mail.empty")}</p>
      ) : (
        <div className="grid gap-4">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {mail.byStatus.map((row) => (
              <Figure key={row.status} label={t(`health.mail.status.${row.status}`)} value={row.count} />
            ))}
          </ul>
          <div className="grid gap-2">
            <h3 className="text-sm font-medium">{t("health.mail.newest")}</h3>
            <ul className="grid gap-2">
              {mail.newest.map((message) => (
                <li key={message.id} className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm" data-testid="health-mail-row">
                  <span className="break-words font-medium">{message.subject || t(`health.mail.channel.${message.channel}`)}</span>
                  <span className="break-all text-muted-foreground">
                    {message.to} · {t(`health.mail.status.${message.status}`)} · {when.format(new Date(message.createdAt))}
                  </span>
                  {message.error ? <span className="break-words text-destructive">{message.error}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </HealthCard>
  );
}
