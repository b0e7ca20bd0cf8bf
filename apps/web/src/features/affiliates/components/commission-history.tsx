// The earning hub's commission history (issue 19): newest first, one page at a time.
import type { CommissionStatus } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { PageLoader } from "@/components/page-loader";
import { Pagination } from "@/components/pagination";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { useCommissions } from "../api/affiliates";
import { formatMoney } from "./money";

const settled: CommissionStatus[] = ["available", "paid"];

export function CommissionHistory() {
  const { t, i18n } = useTranslation("affiliates");
  const [page, setPage] = useState(1);
  const history = useCommissions(page);
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  let body;
  if (history.isPending) body = <PageLoader />;
  else if (history.isError) body = <Alert variant="destructive">{history.error.message}</Alert>;
  else if (history.data.total === 0) body = <p className="text-sm text-muted-foreground">{t("history.empty")}</p>;
  else {
    const { commissions, total, pageSize } = history.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <>
        <DataTable testId="commission-history" label={t("history.title")} columns={[t("history.date"), t("history.invoice"), t("history.rate"), t("history.amount"), t("history.status"), t("history.availableAt")]}>
          {commissions.map((commission) => (
            <tr key={commission.id} className="border-t" data-testid="commission-row">
              <td className="p-2">{day(commission.createdAt)}</td>
              <td className="p-2 tabular-nums">{formatMoney(commission.invoiceAmountCents, commission.currency, i18n.language)}</td>
              <td className="p-2 tabular-nums">{(commission.rateBasisPoints / 100).toLocaleString(i18n.language)} %</td>
              <td className={commission.status === "reversed" ? "p-2 tabular-nums line-through" : "p-2 tabular-nums"}>{formatMoney(commission.amountCents, commission.currency, i18n.language)}</td>
              <td className="p-2">
                <Badge variant={settled.includes(commission.status) ? "solid" : "outline"}>{t(`history.statuses.${commission.status}`)}</Badge>
              </td>
              <td className="p-2">{day(commission.availableAt)}</td>
            </tr>
          ))}
        </DataTable>
        <Pagination page={page} pages={pages} onPage={setPage} labels={{ previous: t("history.previous"), next: t("history.next"), position: t("history.page", { page, pages }) }} />
      </>
    );
  }
  return (
    <section aria-labelledby="commission-history-title" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="commission-history-title" className="text-lg font-semibold">
        {t("history.title")}
      </h2>
      {body}
    </section>
  );
}
