// Leaks by platform as horizontal bars.
import type { Dashboard } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { siteCategoryKey } from "@/lib/site-category";

export function PlatformBars({ platforms }: { platforms: Dashboard["byPlatform"] }) {
  const { t } = useTranslation("scans");
  const max = Math.max(1, ...platforms.map((platform) => platform.leaks));
  if (platforms.length === 0) return <p className="text-sm text-muted-foreground">{t("dashboard.noLeaks")}</p>;
  return (
    <ul className="grid gap-2" data-testid="platform-bars">
      {platforms.slice(0, 10).map((platform) => (
        <li key={platform.siteId} className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-2 text-sm">
          <span className="truncate" title={t(siteCategoryKey(platform.category))}>
            {platform.siteName}
          </span>
          <span className="h-2 rounded-full bg-muted">
            <span className="block h-2 rounded-full bg-primary" style={{ width: `${(platform.leaks / max) * 100}%` }} />
          </span>
          <span className="text-right tabular-nums">{platform.leaks}</span>
        </li>
      ))}
    </ul>
  );
}
