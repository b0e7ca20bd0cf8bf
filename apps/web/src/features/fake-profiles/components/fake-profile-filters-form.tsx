// Filters of the fake profile list: the platform (of those profiles are looked for on) and the status.
import type { FakeProfilePage } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { type FakeProfileListFilters, VISIBLE_STATUSES } from "../lib/fake-profile-filters";

const control = "h-9 rounded-md border border-input bg-card px-2 text-sm shadow-sm";

type FiltersFormProps = { filters: FakeProfileListFilters; sites: FakeProfilePage["sites"]; onChange: (filters: FakeProfileListFilters) => void };

export function FakeProfileFiltersForm({ filters, sites, onChange }: FiltersFormProps) {
  const { t } = useTranslation("fakeProfiles");
  const set = (patch: Partial<FakeProfileListFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <form className="flex flex-wrap items-end gap-3" data-testid="fake-profile-filters" onSubmit={(event) => event.preventDefault()}>
      <div className="grid gap-1">
        <Label htmlFor="fake-profile-filter-site">{t("filters.site")}</Label>
        <select id="fake-profile-filter-site" className={control} value={filters.site ?? ""} onChange={(event) => set({ site: event.target.value || undefined })}>
          <option value="">{t("filters.any")}</option>
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="fake-profile-filter-status">{t("filters.status")}</Label>
        <select
          id="fake-profile-filter-status"
          className={control}
          value={filters.status ?? ""}
          onChange={(event) => set({ status: (event.target.value || undefined) as FakeProfileListFilters["status"] })}
        >
          <option value="">{t("filters.any")}</option>
          {VISIBLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="ghost" size="sm" onClick={() => onChange({ page: 1 })}>
        {t("filters.reset")}
      </Button>
    </form>
  );
}
