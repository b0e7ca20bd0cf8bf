// An account's activity on the user's page: open sessions, the newest logins, every suspension.
import type { AdminUserDetail } from "@unleak/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { describeDevice } from "@/lib/describe-device";
import { FactsSection } from "./admin-user-facts";

function Table({ head, rows, empty, testId }: { head: string[]; rows: Array<{ key: string; cells: ReactNode[] }>; empty: string; testId: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <DataTable columns={head} testId={testId}>
      {rows.map((row) => (
        <tr key={row.key} className="border-t align-top">
          {row.cells.map((cell, index) => (
            <td key={head[index]} className="p-2 break-words">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

export function AdminUserActivity({ page }: { page: AdminUserDetail }) {
  const { t, i18n } = useTranslation("adminUsers");
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const at = (iso: string) => time.format(new Date(iso));
  const text = (value: string | null) => value || t("user.none");
  // "Chrome 140 · Linux", the raw user-agent string on hover.
  const device = (userAgent: string | null) => {
    const { browser, os } = describeDevice(userAgent);
    const named = [browser, os].filter(Boolean).join(" · ");
    return named ? <span title={userAgent ?? undefined}>{named}</span> : text(userAgent);
  };
  return (
    <div className="grid gap-4">
      <FactsSection title={t("user.sections.bans")}>
        {page.activeBan ? <p className="text-sm font-medium text-destructive">{t("user.bans.activeSince", { date: at(page.activeBan.bannedAt) })}</p> : null}
        <Table
          testId="admin-user-bans"
          empty={t("user.bans.empty")}
          head={[t("user.bans.bannedAt"), t("user.bans.state"), t("user.bans.reason"), t("user.bans.notes"), t("user.bans.by")]}
          rows={page.bans.map((ban) => ({
            key: ban.id,
            cells: [at(ban.bannedAt), ban.active ? t("user.bans.active") : t("user.bans.lifted"), text(ban.reason), text(ban.adminNotes), text(ban.bannedByEmail)],
          }))}
        />
      </FactsSection>
      <FactsSection title={t("user.sections.sessions")}>
        <Table
          testId="admin-user-sessions"
          empty={t("user.sessions.empty")}
          head={[t("user.sessions.created"), t("user.sessions.expires"), t("user.sessions.ip"), t("user.sessions.userAgent")]}
          rows={page.sessions.map((session) => ({ key: session.id, cells: [at(session.createdAt), at(session.expiresAt), text(session.ipAddress), device(session.userAgent)] }))}
        />
      </FactsSection>
      <FactsSection title={t("user.sections.logins")}>
        <Table
          testId="admin-user-logins"
          empty={t("user.logins.empty")}
          head={[t("user.logins.when"), t("user.logins.kind"), t("user.logins.ip"), t("user.logins.userAgent")]}
          rows={page.logins.map((login) => ({ key: login.id, cells: [at(login.createdAt), t(`user.logins.kinds.${login.kind}`), text(login.ipAddress), device(login.userAgent)] }))}
        />
      </FactsSection>
    </div>
  );
}
