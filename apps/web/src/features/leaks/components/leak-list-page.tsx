// /leaks: the creator's leaks with filters kept in the URL, one page at a time.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useLeaks } from "../api/get-leaks";
import { filtersFromSearch, filtersToSearch, type LeakFilters, pageCount } from "../lib/leak-filters";
import { LeakFiltersForm, type SiteOption } from "./leak-filters-form";
import { LeakRow } from "./leak-row";

export function LeakListPage({ sites }: { sites: SiteOption[] }) {
  const { t } = useTranslation("scans");
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const leaks = useLeaks(filters);
  const apply = (next: LeakFilters) => setSearch(filtersToSearch(next), { replace: true });
  const pages = pageCount(leaks.data?.total ?? 0, leaks.data?.pageSize);

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
              <p className="text-sm text-muted-foreground" data-testid="leak-total">
                {t("leaks.total", { count: leaks.data.total })}
              </p>
              {leaks.data.leaks.length === 0 ? (
                <p className="py-6 text-sm text-muted-foreground">{t("leaks.empty")}</p>
              ) : (
                <ul className="divide-y" data-testid="leak-list">
                  {leaks.data.leaks.map((leak) => (
                    <LeakRow key={leak.id} leak={leak} />
                  ))}
                </ul>
              )}
            </>
          )}
        </CardContent>
      </Card>
      {pages > 1 && (
        <nav className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => apply({ ...filters, page: filters.page - 1 })}>
            {t("leaks.previous")}
          </Button>
          <span className="text-sm text-muted-foreground">{t("leaks.page", { page: filters.page, pages })}</span>
          <Button variant="outline" size="sm" disabled={filters.page >= pages} onClick={() => apply({ ...filters, page: filters.page + 1 })}>
            {t("leaks.next")}
          </Button>
        </nav>
      )}
    </section>
  );
}
