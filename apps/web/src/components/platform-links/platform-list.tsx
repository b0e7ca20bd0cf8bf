// The searchable, grouped list inside the platform picker; chosen platforms are marked and
// cannot be chosen twice.
import { platformCategories, type Platform } from "@unleak/contracts";
import { Check, Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { PlatformIcon } from "./platform-icon";

type PlatformListProps = { available: Platform[]; selected: string[]; onChoose: (platformId: string) => void };

export function PlatformList({ available, selected, onChoose }: PlatformListProps) {
  const { t } = useTranslation("common");
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase();
  const matches = available.filter((platform) => platform.label.toLowerCase().includes(needle) || platform.id.includes(needle));
  const groups = platformCategories
    .map((category) => ({ category, items: matches.filter((platform) => platform.category === category) }))
    .filter((group) => group.items.length > 0);

  return (
    <div className="flex min-h-0 flex-col" data-testid="platform-list">
      <div className="relative border-b p-2">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t("platformLinks.searchLabel")}
          placeholder={t("platformLinks.searchPlaceholder")}
          className="pl-8"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-1">
        {groups.length === 0 ? <p className="p-4 text-center text-sm text-muted-foreground">{t("platformLinks.noResults")}</p> : null}
        {groups.map(({ category, items }) => (
          <div key={category} role="group" aria-label={t(`platformLinks.categories.${category}`)} className="py-1">
            <p className="px-2 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(`platformLinks.categories.${category}`)}</p>
            {items.map((platform) => {
              const chosen = selected.includes(platform.id);
              return (
                <button
                  key={platform.id}
                  type="button"
                  disabled={chosen}
                  aria-pressed={chosen}
                  onClick={() => onChoose(platform.id)}
                  className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left text-sm hover:bg-muted disabled:cursor-default disabled:opacity-60 disabled:hover:bg-transparent"
                >
                  <PlatformIcon platformId={platform.id} className="size-5" />
                  <span className="flex-1">{platform.label}</span>
                  {chosen ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
