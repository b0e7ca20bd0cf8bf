// One leak in a list: thumbnail, site, title, quality, status and when it was first seen.
import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QualityBadge } from "@/components/quality-badge";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import type { Leak } from "../api/get-leaks";

export function LeakRow({ leak }: { leak: Leak }) {
  const { t, i18n } = useTranslation("scans");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <li data-testid="leak-row" data-leak-id={leak.id} data-kind={leak.kind} className="flex items-center gap-3 py-3">
      <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-md bg-muted">
        {leak.thumbnailUrl ? <img src={leak.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" /> : <ImageOff aria-hidden="true" className="size-4 text-muted-foreground" />}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{leak.siteName}</span>
          <QualityBadge quality={leak.quality} />
          <Badge variant="outline">{t(`leakStatus.${leak.status}`)}</Badge>
        </div>
        <p className="truncate text-sm text-muted-foreground" title={leak.url}>
          {leak.title || leak.url}
        </p>
        <p className="text-xs text-muted-foreground">{t("leaks.firstSeen", { date: date.format(new Date(leak.firstSeenAt)) })}</p>
      </div>
      <Link to={paths.app.leak.getHref(leak.id)} className="shrink-0 text-sm text-primary hover:underline">
        {t("leaks.details")}
      </Link>
    </li>
  );
}
