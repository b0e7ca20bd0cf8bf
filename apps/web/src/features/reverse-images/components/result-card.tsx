// One page that carries the searched picture: its thumbnail, page, site, distance and grade; for a
// signed-in creator "add as a leak" and "add as reference" (the searched picture, when uploaded).
import type { ReverseImageResult } from "@unleak/contracts";
import { ExternalLink, ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useAddFoundLeak } from "../api/add-found-leak";

export interface ReferenceAction {
  /** Whether the searched picture can be added (an upload, not an address). */
  available: boolean;
  add(): void;
  pending: boolean;
  referenceId: string | null;
  error: string | null;
}

export function ResultCard({ result, reference }: { result: ReverseImageResult; reference: ReferenceAction | null }) {
  const { t, i18n } = useTranslation("reverseImages");
  const addLeak = useAddFoundLeak();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const full = result.pageUrl !== null;
  const canAddLeak = full && result.mediaUrl !== null;
  const added = addLeak.data;
  return (
    <Card data-testid="reverse-image-result" className="overflow-hidden">
      <div className="grid aspect-[4/3] place-items-center bg-muted">
        {result.thumbnailUrl ? (
          <img src={result.thumbnailUrl} alt={t("results.thumbnailAlt", { site: result.siteName })} className="size-full object-cover" />
        ) : (
          <span className={cn("flex flex-col items-center gap-1 text-xs text-muted-foreground", !full && "blur-[1px]")}>
            <ImageOff aria-hidden="true" className="size-6" />
            {t("results.noThumbnail")}
          </span>
        )}
      </div>
      <CardContent className="grid gap-2 pt-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          {result.quality && <Badge>{t(`results.quality.${result.quality}`)}</Badge>}
          <Badge variant="outline">{t(`results.source.${result.source}`)}</Badge>
        </div>
        <p className="font-medium">{result.siteName}</p>
        {full && (
          <a href={result.pageUrl!} target="_blank" rel="noreferrer noopener" className="flex items-center gap-1 break-all text-primary hover:underline" data-testid="result-page">
            {result.pageTitle || t("results.noTitle")}
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
          </a>
        )}
        <p className="text-xs text-muted-foreground">
          {result.distance !== null && <span>{t("results.distance", { distance: result.distance })}</span>}
          {result.firstSeenAt && <span> · {t("results.firstSeen", { date: date.format(new Date(result.firstSeenAt)) })}</span>}
          {result.lastSeenAt && <span> · {t("results.lastSeen", { date: date.format(new Date(result.lastSeenAt)) })}</span>}
        </p>
        {full && (
          <div className="flex flex-wrap gap-2 pt-1">
            {canAddLeak && !added?.added && (
              <Button
                size="sm"
                disabled={addLeak.isPending}
                onClick={() =>
                  addLeak.mutate({ pageUrl: result.pageUrl!, mediaUrl: result.mediaUrl!, title: result.pageTitle ?? "", quality: result.quality ?? "good", distance: result.distance, referenceId: reference?.referenceId ?? null })
                }
              >
                {t(addLeak.isPending ? "actions.addingLeak" : "actions.addLeak")}
              </Button>
            )}
            {reference?.available && !reference.referenceId && (
              <Button size="sm" variant="outline" disabled={reference.pending} onClick={reference.add}>
                {t(reference.pending ? "actions.addingReference" : "actions.addReference")}
              </Button>
            )}
          </div>
        )}
        {added?.added && added.leakId && (
          <p className="text-success" role="status">
            {t("actions.leakAdded")}{" "}
            <Link to={paths.app.leak.getHref(added.leakId)} className="underline">
              {t("actions.viewLeak")}
            </Link>
          </p>
        )}
        {added && !added.added && <p className="text-muted-foreground">{t("actions.official")}</p>}
        {addLeak.isError && <p className="text-destructive">{addLeak.error.message}</p>}
      </CardContent>
    </Card>
  );
}
