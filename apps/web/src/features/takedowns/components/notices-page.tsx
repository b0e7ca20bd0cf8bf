// /notices: the creator's notices, filtered by status, one page at a time; asks again every 10 s
// while a notice of the page is still queued or sending.
import { noticeStatuses } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useNotices } from "../api/notices";
import { NOTICE_PAGE_SIZE, noticeFiltersFromSearch, noticeFiltersToSearch, type NoticeListFilters, noticePageCount } from "../lib/notice-filters";
import { NoticeTable } from "./notice-table";

const control = "h-9 rounded-md border border-input bg-card px-2 text-sm shadow-sm";

export function NoticesPage() {
  const { t } = useTranslation("takedowns");
  const [search, setSearch] = useSearchParams();
  const filters = noticeFiltersFromSearch(search);
  const notices = useNotices({ ...filters, pageSize: NOTICE_PAGE_SIZE });
  const apply = (next: NoticeListFilters) => setSearch(noticeFiltersToSearch(next), { replace: true });
  const pages = noticePageCount(notices.data?.total ?? 0, notices.data?.pageSize);

  return (
    <section className="grid w-full max-w-6xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("notices.title")}</h1>
        <p className="text-muted-foreground">{t("notices.intro")}</p>
      </header>
      <div className="grid justify-start gap-1">
        <Label htmlFor="notice-filter-status">{t("notices.filterStatus")}</Label>
        <select id="notice-filter-status" className={control} value={filters.status ?? ""} onChange={(event) => apply({ status: (event.target.value || undefined) as NoticeListFilters["status"], page: 1 })}>
          <option value="">{t("notices.any")}</option>
          {noticeStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <Card>
        <CardContent className="grid gap-3 pt-6">
          {notices.isPending ? <Spinner /> : null}
          {notices.isError ? <Alert variant="destructive">{t("notices.loadError")}</Alert> : null}
          {notices.data ? (
            notices.data.notices.length === 0 ? (
              <p className="py-6 text-sm text-muted-foreground" data-testid="notices-empty">
                {t("notices.empty")}{" "}
                <Link to={paths.app.requestRemoval.getHref()} className="text-primary underline">
                  {t("request.title")}
                </Link>
              </p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground" data-testid="notice-total">
                  {t("notices.total", { count: notices.data.total })}
                </p>
                <NoticeTable notices={notices.data.notices} caption={t("notices.title")} />
              </>
            )
          ) : null}
        </CardContent>
      </Card>
      {pages > 1 ? (
        <nav className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => apply({ ...filters, page: filters.page - 1 })}>
            {t("notices.previous")}
          </Button>
          <span className="text-sm text-muted-foreground">{t("notices.page", { page: filters.page, pages })}</span>
          <Button variant="outline" size="sm" disabled={filters.page >= pages} onClick={() => apply({ ...filters, page: filters.page + 1 })}>
            {t("notices.next")}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
