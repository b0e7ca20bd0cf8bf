// admin page: the panel itself arrives in a later release; what exists already is linked here.
import { IdCard, Inbox, Mail, Send } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ComingSoon } from "@/components/coming-soon";
import { paths } from "@/config/paths";

function AdminLink({ to, icon: Icon, title, hint }: { to: string; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>; title: string; hint: string }) {
  return (
    <Link to={to} className="flex items-start gap-4 rounded-xl border bg-card p-6 hover:bg-muted">
      <Icon aria-hidden className="size-5 shrink-0 text-primary" />
      <span className="grid gap-1">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{hint}</span>
      </span>
    </Link>
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const { t: tTakedowns } = useTranslation("takedowns");
  return (
    <div className="flex w-full max-w-3xl flex-col gap-6">
      <ComingSoon page="admin" />
      <AdminLink to={paths.app.adminIdentity.getHref()} icon={IdCard} title={t("identity.openReview")} hint={t("identity.openReviewHint")} />
      <AdminLink to={paths.app.adminOutbox.getHref()} icon={Mail} title={t("outbox.openOutbox")} hint={t("outbox.openOutboxHint")} />
      <AdminLink to={paths.app.adminInbound.getHref()} icon={Inbox} title={tTakedowns("inbound.openInbound")} hint={tTakedowns("inbound.openInboundHint")} />
      <AdminLink to={paths.app.adminTakedowns.getHref()} icon={Send} title={t("takedowns.open")} hint={t("takedowns.openHint")} />
    </div>
  );
}
