// /admin/users: the account search. Results follow the typing (after a short pause) and Enter;
// the search, its filters and the page live in the address, so going back from a user's page
// returns to the same list.
import { type AdminUserRow, adminUserStatuses, subscriptionTiers } from "@unleak/contracts";
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { useEffect, useEffectEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { DataTable } from "@/components/data-table";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/config/paths";
import { useUserSearch } from "../api/search-users";
import { UserStatusBadge } from "./user-status-badge";

const TYPING_PAUSE_MS = 300;
const PAGE_SIZE = 25;

const oneOf = <T extends string>(words: readonly T[], value: string | null): T | undefined => (words as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

export function AdminUsersList() {
  const { t } = useTranslation("adminUsers");
  const ids = { search: useId(), tier: useId(), status: useId() };
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const tier = oneOf(subscriptionTiers, params.get("tier"));
  const status = oneOf(adminUserStatuses, params.get("status"));
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const [typed, setTyped] = useState(q);
  const search = useUserSearch({ ...(q ? { q } : {}), ...(tier ? { tier } : {}), ...(status ? { status } : {}), page, pageSize: PAGE_SIZE });

  /** Writes the changes into the address; any change but the page itself starts at page 1. */
  const apply = (changes: Partial<Record<"q" | "tier" | "status" | "page", string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: true },
    );

  const searchTyped = useEffectEvent((text: string) => apply({ q: text }));
  useEffect(() => {
    const text = typed.trim();
    if (text === q) return;
    const timer = setTimeout(() => searchTyped(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  return (
    <section className="flex w-full max-w-6xl min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("list.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("list.description")}</p>
      </header>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ q: typed.trim() });
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={ids.search}>{t("list.search")}</Label>
          <Input id={ids.search} type="search" value={typed} maxLength={200} placeholder={t("list.searchPlaceholder")} onChange={(event) => setTyped(event.target.value)} className="w-72" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.tier}>{t("list.tier")}</Label>
          <select id={ids.tier} className="h-10 rounded-md border border-input bg-card px-2 text-sm" value={tier ?? ""} onChange={(event) => apply({ tier: event.target.value })}>
            <option value="">{t("list.anyTier")}</option>
            {subscriptionTiers.map((word) => (
              <option key={word} value={word}>
                {t(`tiers.${word}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.status}>{t("list.status")}</Label>
          <select id={ids.status} className="h-10 rounded-md border border-input bg-card px-2 text-sm" value={status ?? ""} onChange={(event) => apply({ status: event.target.value })}>
            <option value="">{t("list.anyStatus")}</option>
            {adminUserStatuses.map((word) => (
              <option key={word} value={word}>
                {t(`status.${word}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {t("list.searchButton")}
        </Button>
      </form>
      {search.isPending ? (
        <PageLoader />
      ) : search.isError ? (
        <Alert variant="destructive">{search.error.message || t("list.loadFailed")}</Alert>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("list.total", { count: search.data.total })}
          </p>
          <UsersTable users={search.data.users} />
          <Pager page={page} pages={Math.max(1, Math.ceil(search.data.total / PAGE_SIZE))} onPage={(next) => apply({ page: String(next) })} />
        </>
      )}
    </section>
  );
}

function UsersTable({ users }: { users: AdminUserRow[] }) {
  const { t, i18n } = useTranslation("adminUsers");
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  if (users.length === 0) return <p>{t("list.empty")}</p>;
  const columns = ["email", "name", "stageNames", "tier", "status", "joined"] as const;
  return (
    <DataTable columns={columns.map((column) => t(`list.columns.${column}`))} testId="admin-users" className="rounded-lg border" tableClassName="min-w-[44rem]">
      {users.map((user) => (
        <tr key={user.id} className="border-t align-top" data-testid="admin-user-row">
          <td className="p-2 break-all">
            <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.app.adminUser.getHref(user.id)}>
              {isPhoneAccountEmail(user.email) ? (user.phoneNumber ?? user.name) : user.email}
            </Link>
          </td>
          <td className="p-2">{[user.firstName, user.lastName].filter(Boolean).join(" ") || user.name}</td>
          <td className="p-2">{user.stageNames.join(", ")}</td>
          <td className="p-2 whitespace-nowrap">{t(`tiers.${user.tier}`)}</td>
          <td className="p-2">
            <span className="flex flex-wrap gap-1">
              <UserStatusBadge status={user.status} />
              {user.isAdmin ? <Badge>{t("list.adminBadge")}</Badge> : null}
            </span>
          </td>
          <td className="p-2 whitespace-nowrap">{day.format(new Date(user.createdAt))}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation("adminUsers");
  if (pages <= 1 && page === 1) return null;
  return (
    <nav className="flex items-center gap-2" aria-label={t("list.pageOf", { page, pages })}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("list.previous")}
      </Button>
      <span className="text-sm text-muted-foreground">{t("list.pageOf", { page, pages })}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("list.next")}
      </Button>
    </nav>
  );
}
