// One sample leak of a scan result: its thumbnail (blurred for visitors), site, title and evidence
// (a picture match's quality, or a name mention that says no picture matched).
import { ExternalLink, ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EvidenceBadge } from "@/components/evidence-badge";
import type { SampleLeak } from "@unleak/contracts";

export function SampleLeakCard({ sample }: { sample: SampleLeak }) {
  const { t } = useTranslation("scans");
  return (
    <li data-testid="sample-leak" className="grid gap-2 rounded-lg border bg-card p-3">
      <div className="grid aspect-video place-items-center overflow-hidden rounded-md bg-muted">
        {sample.thumbnailUrl ? (
          <img
            src={sample.thumbnailUrl}
            alt=""
            data-blurred={sample.thumbnailBlurred}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-4" />
            {t("result.noThumbnail")}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{sample.siteName}</span>
        <EvidenceBadge pictureQuality={sample.kind === "picture" ? sample.quality : null} />
      </div>
      <p className="line-clamp-2 text-xs text-muted-foreground">{sample.title}</p>
      <p className="text-xs text-muted-foreground">{t(sample.kind === "picture" ? "result.kindPicture" : "result.kindName")}</p>
      {sample.url && (
        <a href={sample.url} target="_blank" rel="noreferrer noopener" className="flex items-center gap-1 text-xs text-primary hover:underline">
          <ExternalLink aria-hidden="true" className="size-3" />
          {t("result.openLeak")}
        </a>
      )}
    </li>
  );
}
