// /leaks: the creator's leaks with filters kept in the URL, one page at a time; leaks not yet filed
// can be ticked and sent to Request Removal together.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Pagination } from "@/components/pagination";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useLeaks } from "../api/get-leaks";
import { filtersFromSearch, filtersToSearch, type LeakFilters, pageCount } from "../lib/leak-filters";
import { canRequestRemoval } from "../lib/removal";
import { LeakFiltersForm, type SiteOption } from "./leak-filters-form";
import { LeakRow } from "./leak-row";

export function LeakListPage({ sites }: { sites: SiteOption[] }) {
  const { t } = useTranslation("scans");
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const leaks = useLeaks(filters);
  const apply = (next: LeakFilters) => setSearch(filtersToSearch(next), { replace: true });
  const pages = pageCount(leaks.data?.total ?? 0, leaks.data?.pageSize);
  const { t: tTakedowns } = useTranslation("takedowns");
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section className="grid w-full max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("leaks.title")}</h1>
        <p className="text-muted-foreground">{t("leaks.subtitle")}</p>
      </header>
      <LeakFiltersForm filters={filters} sites={sites} onChange={apply} />
      <Card>
        <CardContent className="pt-6">
          {leaks.isPending && <Spinner />}
          {leaks.data && (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground" data-testid="leak-total">
                  {t("leaks.total", { count: leaks.data.total })}
                </p>
                <Button size="sm" disabled={selected.size === 0} onClick={() => void navigate(paths.app.requestRemoval.getHref([...selected]))}>
                  {tTakedowns("leak.requestSelected", { count: selected.size })}
                </Button>
              </div>
              {leaks.data.leaks.length === 0 ? (
                <p className="py-6 text-sm text-muted-foreground">{t("leaks.empty")}</p>
              ) : (
                <ul className="divide-y" data-testid="leak-list">
                  {leaks.data.leaks.map((leak) => (
                    <LeakRow key={leak.id} leak={leak} selection={canRequestRemoval(leak) ? { selected: selected.has(leak.id), onSelect: (checked) => select(leak.id, checked) } : undefined} />
                  ))}
                </ul>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <Pagination page={filters.page} pages={pages} onPage={(page) => apply({ ...filters, page })} labels={{ previous: t("leaks.previous"), next: t("leaks.next"), position: t("leaks.page", { page: filters.page, pages }) }} />
    </section>
  );
}
