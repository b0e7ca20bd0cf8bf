// A roster creator's leaks, strongest evidence first, each with a checkbox when a removal may be
// requested for it (as on her own Request Removal page), and one "Request removal" button. The
// agency may file only once her letter names it and her identity is approved: until then the card
// says what is missing.
import type { AuthorisationStep, Leak } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DataTable } from "@/components/data-table";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCreatorLeaks, useRequestCreatorRemoval } from "../api/creator";
import { isRequestable } from "../lib/requestable";

type Props = { creatorId: string; mayManage: boolean; missing: readonly AuthorisationStep[] };

export function CreatorLeaksCard({ creatorId, mayManage, missing }: Props) {
  const { t, i18n } = useTranslation(["agencyRoster", "scans"]);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const leaks = useCreatorLeaks(creatorId, page);
  const request = useRequestCreatorRemoval(creatorId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const gateOpen = missing.length === 0;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    request.mutate([...selected], {
      onSuccess: (answer) => {
        toast.success(t("leaks.requested", { count: answer.queued.length }));
        setSelected(new Set());
      },
      onError: (error) => toast.error(t("detail.actionError", { reason: error.message })),
    });

  const data = leaks.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card data-testid="creator-leaks">
      <CardHeader>
        <CardTitle>{t("leaks.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {mayManage && !gateOpen ? (
          <Alert data-testid="creator-gate">{t("leaks.gate", { steps: missing.map((step) => t(`leaks.steps.${step}`)).join(", ") })}</Alert>
        ) : null}
        {leaks.isPending ? <Spinner /> : null}
        {leaks.isError ? <Alert variant="destructive">{leaks.error.message}</Alert> : null}
        {data?.leaks.length === 0 ? <p className="text-sm text-muted-foreground">{t("leaks.empty")}</p> : null}
        {data && data.leaks.length > 0 ? (
          <DataTable columns={[{ label: t("leaks.select"), hidden: !mayManage }, t("leaks.leak"), t("leaks.site"), t("leaks.evidence"), t("leaks.status"), t("leaks.firstSeen")]} label={t("leaks.title")} testId="creator-leaks-table">
            {data.leaks.map((leak) => (
              <tr key={leak.id} className="border-t align-top" data-testid="creator-leak">
                <td className="p-2">
                  {mayManage ? (
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label={t("leaks.selectLeak", { title: leak.title || leak.url })}
                      disabled={!isRequestable(leak)}
                      checked={selected.has(leak.id)}
                      onChange={() => toggle(leak.id)}
                    />
                  ) : null}
                </td>
                <td className="max-w-72 p-2">
                  <a href={leak.url} target="_blank" rel="noreferrer noopener" className="break-all text-primary hover:underline">
                    {leak.title || leak.url}
                  </a>
                </td>
                <td className="p-2">{leak.siteName}</td>
                <td className="p-2">
                  <EvidenceText leak={leak} />
                </td>
                <td className="p-2">{t(`scans:leakStatus.${leak.status}`)}</td>
                <td className="p-2 whitespace-nowrap">{date.format(new Date(leak.firstSeenAt))}</td>
              </tr>
            ))}
          </DataTable>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {mayManage ? (
            <Button disabled={!gateOpen || selected.size === 0 || request.isPending} onClick={submit}>
              {t("leaks.request")}
            </Button>
          ) : null}
          {pages > 1 ? (
            <div className="ml-auto flex items-center gap-2 text-sm">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("leaks.previous")}
              </Button>
              <span>{t("leaks.page", { page, pages })}</span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("leaks.next")}
              </Button>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** A picture match with its quality, or a mention of her name only. */
function EvidenceText({ leak }: { leak: Leak }) {
  const { t } = useTranslation("agencyRoster");
  return <>{leak.pictureMatch ? t("leaks.pictureMatch", { quality: t(`leaks.quality.${leak.pictureMatch.quality}`) }) : t("leaks.nameMatch")}</>;
}
