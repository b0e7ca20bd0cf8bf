// One leak the creator may request removal of, with its checkbox: site, title, evidence, first
// seen, status, and "Needs your confirmation" for name-only and good matches.
import type { RemovalCandidates } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { EvidenceBadge } from "@/components/evidence-badge";
import { Badge } from "@/components/ui/badge";

type Candidate = RemovalCandidates["leaks"][number];

export function CandidateRow({ leak, checked, onToggle }: { leak: Candidate; checked: boolean; onToggle: (checked: boolean) => void }) {
  const { t, i18n } = useTranslation("takedowns");
  const { t: tScans } = useTranslation("scans");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(leak.firstSeenAt));
  const title = leak.title || leak.url;
  return (
    <li className="flex items-start gap-3 py-3" data-testid="candidate-row" data-leak-id={leak.id}>
      <input
        type="checkbox"
        className="mt-1 size-4 shrink-0"
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
        aria-label={t("request.select", { site: leak.siteName, title })}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">{leak.siteName}</span>
          <EvidenceBadge pictureQuality={leak.pictureMatch?.quality ?? null} />
          <Badge variant="outline">{tScans(`leakStatus.${leak.status}`)}</Badge>
          {leak.needsConfirmation ? (
            <Badge className="border-transparent bg-amber-500/15 text-amber-700" data-testid="needs-confirmation" title={t("request.needsConfirmationHint")}>
              {t("request.needsConfirmation")}
            </Badge>
          ) : null}
        </div>
        <p className="truncate text-sm text-muted-foreground" title={leak.url}>
          {title}
        </p>
        <p className="text-xs text-muted-foreground">{t("request.firstSeen", { date })}</p>
      </div>
    </li>
  );
}
