// /fake-profiles: profiles that impersonate her, highest risk first, with filters kept in the URL
// and one page at a time; the check panel above says when they were last looked for and starts a check.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Pagination } from "@/components/pagination";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useFakeProfiles } from "../api/get-fake-profiles";
import { type FakeProfileListFilters, filtersFromSearch, filtersToSearch, pageCount } from "../lib/fake-profile-filters";
import { CheckPanel } from "./check-panel";
import { FakeProfileFiltersForm } from "./fake-profile-filters-form";
import { FakeProfileRow } from "./fake-profile-row";

function ListSkeleton() {
  return (
    <ul className="divide-y" aria-busy="true" data-testid="fake-profile-skeleton">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex gap-3 py-4">
          <div className="size-16 animate-pulse rounded-md bg-muted" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function FakeProfilesPage({ authorisationGate }: { authorisationGate?: ReactNode }) {
  const { t } = useTranslation("fakeProfiles");
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const profiles = useFakeProfiles(filters);
  const apply = (next: FakeProfileListFilters) => setSearch(filtersToSearch(next), { replace: true });
  const data = profiles.data;
  const pages = pageCount(data?.total ?? 0, data?.pageSize);

  return (
    <section className="grid w-full max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <CheckPanel state={data} />
        </CardContent>
      </Card>
      <FakeProfileFiltersForm filters={filters} sites={data?.sites ?? []} onChange={apply} />
      <Card>
        <CardContent className="pt-6">
          {profiles.isPending && <ListSkeleton />}
          {profiles.isError && !data && (
            <div className="grid justify-items-start gap-3">
              <Alert variant="destructive">{t("list.error")}</Alert>
              <Button variant="outline" size="sm" onClick={() => void profiles.refetch()}>
                {t("list.retry")}
              </Button>
            </div>
          )}
          {data && (
            <>
              <p className="text-sm text-muted-foreground" data-testid="fake-profile-total">
                {t("list.total", { count: data.total })}
              </p>
              {data.profiles.length === 0 ? (
                <div className="grid gap-1 py-6 text-sm" data-testid="fake-profiles-empty">
                  <p className="font-medium">{t("list.empty")}</p>
                  <p className="text-muted-foreground">{t("list.emptyHint")}</p>
                </div>
              ) : (
                <ul className="divide-y" aria-label={t("list.label")} data-testid="fake-profile-list">
                  {data.profiles.map((profile) => (
                    <FakeProfileRow key={profile.id} profile={profile} reportThreshold={data.reportThreshold} authorisationGate={authorisationGate} />
                  ))}
                </ul>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <Pagination page={filters.page} pages={pages} onPage={(page) => apply({ ...filters, page })} labels={{ previous: t("list.previous"), next: t("list.next"), position: t("list.page", { page: filters.page, pages }) }} />
    </section>
  );
}
