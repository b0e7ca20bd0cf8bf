// The five leaks with the strongest evidence, each linking to it.
import type { Leak } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EvidenceBadge } from "@/components/evidence-badge";
import { paths } from "@/config/paths";

export function RecentLeaks({ leaks }: { leaks: Leak[] }) {
  const { t } = useTranslation("scans");
  if (leaks.length === 0) return <p className="text-sm text-muted-foreground">{t("dashboard.noLeaks")}</p>;
  return (
    <ul className="divide-y" data-testid="recent-leaks">
      {leaks.map((leak) => (
        <li key={leak.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
          <span className="w-28 shrink-0 truncate font-medium">{leak.siteName}</span>
          <Link to={paths.app.leak.getHref(leak.id)} className="min-w-0 flex-1 basis-32 truncate text-primary hover:underline" title={leak.url}>
            {leak.title || leak.url}
          </Link>
          <EvidenceBadge pictureQuality={leak.pictureMatch?.quality ?? null} className="max-w-full shrink-0 whitespace-normal" />
        </li>
      ))}
    </ul>
  );
}
