// Filters of the leak list: site, evidence (a picture quality or name mentions), status and the
// first-seen date range.
import { evidenceStrengths } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { LEAK_STATUSES, type LeakFilters } from "../lib/leak-filters";

export type SiteOption = { siteId: string; siteName: string };

const control = "h-9 rounded-md border border-input bg-card px-2 text-sm shadow-sm";

export function LeakFiltersForm({ filters, sites, onChange }: { filters: LeakFilters; sites: SiteOption[]; onChange: (filters: LeakFilters) => void }) {
  const { t } = useTranslation("scans");
  const set = (patch: Partial<LeakFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <form className="flex flex-wrap items-end gap-3" data-testid="leak-filters" onSubmit={(event) => event.preventDefault()}>
      <div className="grid gap-1">
        <Label htmlFor="leak-filter-site">{t("leaks.filterSite")}</Label>
        <select id="leak-filter-site" className={control} value={filters.site ?? ""} onChange={(event) => set({ site: event.target.value || undefined })}>
          <option value="">{t("leaks.any")}</option>
          {sites.map((site) => (
            <option key={site.siteId} value={site.siteId}>
              {site.siteName}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="leak-filter-quality">{t("leaks.filterQuality")}</Label>
        <select id="leak-filter-quality" className={control} value={filters.quality ?? ""} onChange={(event) => set({ quality: (event.target.value || undefined) as LeakFilters["quality"] })}>
          <option value="">{t("leaks.any")}</option>
          {evidenceStrengths.map((quality) => (
            <option key={quality} value={quality}>
              {quality === "name" ? t("matchEvidence.filterName") : t(`matchEvidence.picture.${quality}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="leak-filter-status">{t("leaks.filterStatus")}</Label>
        <select id="leak-filter-status" className={control} value={filters.status ?? ""} onChange={(event) => set({ status: (event.target.value || undefined) as LeakFilters["status"] })}>
          <option value="">{t("leaks.any")}</option>
          {LEAK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`leakStatus.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="leak-filter-from">{t("leaks.filterFrom")}</Label>
        <input id="leak-filter-from" type="date" className={control} value={filters.from ?? ""} onChange={(event) => set({ from: event.target.value || undefined })} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="leak-filter-to">{t("leaks.filterTo")}</Label>
        <input id="leak-filter-to" type="date" className={control} value={filters.to ?? ""} onChange={(event) => set({ to: event.target.value || undefined })} />
      </div>
      <Button variant="ghost" size="sm" onClick={() => onChange({ page: 1 })}>
        {t("leaks.reset")}
      </Button>
    </form>
  );
}
