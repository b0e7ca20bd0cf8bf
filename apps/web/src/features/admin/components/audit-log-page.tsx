// The audit log (issue 16): every administrator action, newest first: when, who, what, whom and
// why, searchable by e-mail, action or reason and filterable by action. Read-only: the table
// refuses changes in the database itself.
import { type AdminAction, type AdminAuditEntry, adminActions } from "@unleak/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "@/components/data-table";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { useAuditLog } from "../api/audit-log";

export function AuditLogTable({ entries }: { entries: AdminAuditEntry[] }) {
  const { t, i18n } = useTranslation("admin");
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t("audit.empty")}</p>;
  return (
    <DataTable columns={[t("audit.when"), t("audit.who"), t("audit.what"), t("audit.whom"), t("audit.why")]} className="rounded-lg border" tableClassName="min-w-[44rem]">
      {entries.map((entry) => (
        <tr key={entry.id} className="border-t align-top" data-testid="audit-entry">
          <td className="whitespace-nowrap p-2">{time.format(new Date(entry.createdAt))}</td>
          <td className="p-2 break-all">{entry.actorEmail}</td>
          <td className="p-2">
            {t(`audit.actions.${entry.action}`)}
            <AuditDetails details={entry.details} />
          </td>
          <td className="p-2 break-all">
            {entry.targetUserId ? <Link className="text-primary underline" to={paths.app.adminUser.getHref(entry.targetUserId)}>{entry.targetEmail ?? entry.targetUserId}</Link> : "—"}
          </td>
          <td className="p-2 break-words">{entry.reason ?? "—"}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** What changed, as stored: short values inline (e.g. a tier's from and to). */
function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const shown = Object.entries(details).filter(([, value]) => typeof value === "string" || typeof value === "number" || typeof value === "boolean");
  if (shown.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted-foreground">
      {shown.map(([key, value]) => (
        <div key={key} className="contents">
          <dt>{key}</dt>
          <dd className="break-all">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AuditLogPage() {
  const { t } = useTranslation("admin");
  const searchId = useId();
  const actionId = useId();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [action, setAction] = useState<AdminAction | "">("");
  const [offset, setOffset] = useState(0);
  const log = useAuditLog({ ...(q ? { q } : {}), ...(action ? { action } : {}), offset });

  return (
    <section className="grid min-w-0 gap-4" data-testid="audit-log">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("audit.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("audit.description")}</p>
      </header>
      <form
        className="flex flex-wrap items-end gap-3"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setQ(typed.trim());
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={searchId}>{t("audit.search")}</Label>
          <Input id={searchId} type="search" value={typed} maxLength={200} onChange={(event) => setTyped(event.target.value)} className="w-72" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={actionId}>{t("audit.action")}</Label>
          <select
            id={actionId}
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={action}
            onChange={(event) => {
              setOffset(0);
              setAction(event.target.value as AdminAction | "");
            }}
          >
            <option value="">{t("audit.anyAction")}</option>
            {adminActions.map((word) => (
              <option key={word} value={word}>
                {t(`audit.actions.${word}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {t("audit.searchButton")}
        </Button>
      </form>
      {log.isPending ? (
        <PageLoader />
      ) : log.isError ? (
        <Alert variant="destructive">{t("audit.loadFailed")}</Alert>
      ) : (
        <>
          <AuditLogTable entries={log.data.entries} />
          <div className="flex gap-2">
            <Button variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - 50))}>
              {t("audit.newer")}
            </Button>
            <Button variant="outline" disabled={log.data.nextOffset === null} onClick={() => setOffset(log.data.nextOffset ?? offset)}>
              {t("audit.older")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
