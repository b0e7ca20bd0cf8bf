// /admin/users/:id: one account for administrators: its state, the actions on it, then what the
// panel knows about it. The audit log of actions on it comes from the route (another feature's).
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";
import { useAdminUser } from "../api/admin-user";
import { AdminUserActions } from "./admin-user-actions";
import { AdminUserActivity } from "./admin-user-activity";
import { AdminUserFacts, FactsSection } from "./admin-user-facts";
import { UserStatusBadge } from "./user-status-badge";

export function AdminUserPage({ id, auditLog }: { id: string; auditLog?: ReactNode }) {
  const { t, i18n } = useTranslation("adminUsers");
  const user = useAdminUser(id);
  const me = useCurrentUser();

  if (user.isPending) return <PageLoader />;
  if (user.isError) return <Alert variant="destructive">{user.error.message || t("user.loadFailed")}</Alert>;
  const page = user.data;
  // A phone account's address is a placeholder nobody should see: its number names it instead.
  const heading = isPhoneAccountEmail(page.user.email) ? (page.user.phoneNumber ?? page.user.name) : page.user.email;

  return (
    <article className="grid w-full max-w-5xl min-w-0 gap-6">
      <header className="grid gap-2">
        <Link to={paths.app.adminUsers.getHref()} className="text-sm text-primary underline-offset-4 hover:underline">
          {t("user.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-all">{heading}</h1>
          <UserStatusBadge status={page.status} data-testid="admin-user-status" />
        </div>
        <p className="text-sm text-muted-foreground">{t("user.joined", { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(page.user.createdAt)) })}</p>
      </header>
      <AdminUserActions page={page} selfId={me.data?.user.id ?? null} />
      <AdminUserFacts page={page} />
      <AdminUserActivity page={page} />
      {auditLog ? <FactsSection title={t("user.sections.audit")}>{auditLog}</FactsSection> : null}
    </article>
  );
}
