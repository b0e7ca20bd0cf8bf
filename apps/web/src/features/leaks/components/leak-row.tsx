// One leak in a list: thumbnail, site and its kind, title, evidence, status and when it was first
// seen; a whitelisted leak offers to restore it; one not yet filed has a checkbox to request its removal.
import type { Leak } from "@unleak/contracts";
import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { siteCategoryKey } from "@/lib/site-category";
import { useRestoreLeak } from "../api/restore-leak";
import { LeakEvidenceBadge } from "./leak-evidence-badge";

type Selection = { selected: boolean; onSelect: (selected: boolean) => void };

export function LeakRow({ leak, selection }: { leak: Leak; selection?: Selection }) {
  const { t, i18n } = useTranslation("scans");
  const { t: tTakedowns } = useTranslation("takedowns");
  const restore = useRestoreLeak();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <li data-testid="leak-row" data-leak-id={leak.id} data-kind={leak.kind} className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      {selection ? (
        <input
          type="checkbox"
          className="size-4 shrink-0"
          checked={selection.selected}
          onChange={(event) => selection.onSelect(event.target.checked)}
          aria-label={tTakedowns("leak.selectLeak", { site: leak.siteName })}
        />
      ) : (
        <span aria-hidden="true" className="size-4 shrink-0" />
      )}
      <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-md bg-muted">
        {leak.thumbnailUrl ? <img src={leak.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" /> : <ImageOff aria-hidden="true" className="size-4 text-muted-foreground" />}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{leak.siteName}</span>
          <span className="text-xs text-muted-foreground">{t(siteCategoryKey(leak.category))}</span>
          <LeakEvidenceBadge leak={leak} />
          <Badge variant="outline">{t(`leakStatus.${leak.status}`)}</Badge>
        </div>
        <p className="truncate text-sm text-muted-foreground" title={leak.url}>
          {leak.title || leak.url}
        </p>
        <p className="text-xs text-muted-foreground">{t("leaks.firstSeen", { date: date.format(new Date(leak.firstSeenAt)) })}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        {leak.disposition && (
          <Button variant="outline" size="sm" disabled={restore.isPending} onClick={() => restore.mutate({ id: leak.id })}>
            {t("leak.restore")}
          </Button>
        )}
        <Link to={paths.app.leak.getHref(leak.id)} className="text-sm text-primary hover:underline">
          {t("leaks.details")}
        </Link>
      </div>
    </li>
  );
}
