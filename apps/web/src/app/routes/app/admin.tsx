// admin page: the panel itself arrives in a later release; what exists already is linked here.
import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ComingSoon } from "@/components/coming-soon";
import { paths } from "@/config/paths";

export function Component() {
  const { t } = useTranslation("admin");
  return (
    <div className="flex w-full max-w-3xl flex-col gap-6">
      <ComingSoon page="admin" />
      <Link to={paths.app.adminOutbox.getHref()} className="flex items-start gap-4 rounded-xl border bg-card p-6 hover:bg-muted">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span className="grid gap-1">
          <span className="font-medium">{t("outbox.openOutbox")}</span>
          <span className="text-sm text-muted-foreground">{t("outbox.openOutboxHint")}</span>
        </span>
      </Link>
    </div>
  );
}
