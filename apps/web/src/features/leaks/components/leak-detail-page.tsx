// /leaks/:id: a leak's evidence beside the creator's matched picture (for a leaked video, the frame
// of her video at the matched time, "Matches 12:40 of beach-set.mp4", also when its signature
// matched rather than a frame: then the frame taken at that time, or her nearest kept one), and the verdicts that
// whitelist it ("my own account", "licensed", "false match"), asked for and undoable; "Request
// removal" while it is neither whitelisted nor filed, and its notices (a slot the route fills).
import { type LeakDetail, type LeakDisposition, leakDispositions } from "@unleak/contracts";
import type { TFunction } from "i18next";
import { ArrowLeft, Send } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { EvidenceFacts } from "@/components/evidence-facts";
import { EvidencePicture } from "@/components/evidence-picture";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { siteCategoryKey } from "@/lib/site-category";
import { useLeak } from "../api/get-leak";
import { useRestoreLeak } from "../api/restore-leak";
import { useSetLeakDisposition } from "../api/set-leak-disposition";
import { canRequestRemoval } from "../lib/removal";
import { formatVideoTime } from "../lib/video-time";
import { ConfirmVerdictDialog } from "./confirm-verdict-dialog";
import { LeakEvidenceBadge } from "./leak-evidence-badge";

const verdictLabels = { own_account: "leak.ownAccount", licensed: "leak.licensed", false_match: "leak.falseMatch" } as const satisfies Record<LeakDisposition, string>;

type VideoMatch = NonNullable<LeakDetail["evidence"]["videoMatch"]>;

/** "Matches 12:40 of beach-set.mp4": by one of the page's pictures, or by the video signature (then said so). */
function videoMatchText(t: TFunction<"scans">, match: VideoMatch): string {
  const words = { time: formatVideoTime(match.timeMs), name: match.sourceName ?? t("leak.videoUntitled") };
  return match.method === "signature" ? t("leak.videoMatchSignature", words) : t("leak.videoMatch", words);
}

/** The video match in one line: which reference video and where, and where in the leaked clip when known. */
function videoRow(t: TFunction<"scans">, match: VideoMatch): [string, string] {
  const leakTime = match.leakTimeMs === null ? "" : ` (${t("leak.videoLeakTime", { time: formatVideoTime(match.leakTimeMs) })})`;
  return [t("leak.videoMatchLabel"), `${videoMatchText(t, match)}${leakTime}`];
}

/** Her side of a video match: the matched frame, or for a signature match her video at (or nearest to) the matched time. */
function videoReference(t: TFunction<"scans">, leak: LeakDetail, match: VideoMatch): { src: string | null; caption: string } {
  const frame = leak.matchedReference ? { url: leak.matchedReference.url, timeMs: match.timeMs } : (leak.matchedVideoFrame ?? null);
  if (!frame) return { src: null, caption: t("leak.referenceFrame", { time: formatVideoTime(match.timeMs) }) };
  const time = formatVideoTime(frame.timeMs);
  const matched = formatVideoTime(match.timeMs);
  return { src: frame.url, caption: time === matched ? t("leak.referenceFrame", { time }) : t("leak.referenceFrameNearest", { time, matched }) };
}

function pictureRow(t: TFunction<"scans">, pictureMatch: NonNullable<LeakDetail["pictureMatch"]>): [string, string] {
  const distance = pictureMatch.distance === null ? "" : ` (${t("matchEvidence.distance", { distance: pictureMatch.distance })})`;
  return [t("leak.match"), `${t(`matchEvidence.picture.${pictureMatch.quality}`)}${distance}`];
}

/** What matched, in words that claim no more than the evidence: a picture's quality and distance, or a name; an impersonating profile says so first. */
function matchRows(t: TFunction<"scans">, leak: LeakDetail): Array<[string, string]> {
  const { pictureMatch, nameMatch } = leak;
  if (leak.kind === "profile") return [[t("leak.match"), [t("matchEvidence.profile"), ...(pictureMatch ? [pictureRow(t, pictureMatch)[1]] : [])].join(" · ")]];
  // A video matched by its signature alone has no picture match and is no name mention either.
  if (!pictureMatch && leak.evidence.videoMatch) return [];
  if (pictureMatch) return [pictureRow(t, pictureMatch)];
  return [
    [t("leak.match"), t("matchEvidence.name")],
    ...(nameMatch ? [[t("leak.nameConfidence"), t(`matchEvidence.nameConfidence.${nameMatch.confidence}`)] as [string, string]] : []),
  ];
}

export function LeakDetailPage({ id, notices }: { id: string; notices?: ReactNode }) {
  const { t, i18n } = useTranslation("scans");
  const { t: tTakedowns } = useTranslation("takedowns");
  const navigate = useNavigate();
  const leak = useLeak(id);
  const [asked, setAsked] = useState<LeakDisposition | null>(null);
  const verdict = useSetLeakDisposition({ onSuccess: () => void navigate(paths.app.leaks.getHref()) });
  const restore = useRestoreLeak();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  if (leak.isPending) return <Spinner />;
  if (leak.isError) return <Alert variant="destructive">{t("leak.notFound")}</Alert>;
  const { evidence, pictureMatch, disposition } = leak.data;
  const { videoMatch } = evidence;
  const rows: Array<[string, string]> = [
    [t("leak.category"), t(siteCategoryKey(leak.data.category))],
    [t("leak.pageTitle"), evidence.title],
    [t("leak.fetchedAt"), dateTime.format(new Date(evidence.fetchedAt))],
    [t("leak.httpStatus"), String(evidence.httpStatus)],
    ...matchRows(t, leak.data),
    ...(videoMatch ? [videoRow(t, videoMatch)] : []),
  ];
  const ownVideo = videoMatch ? videoReference(t, leak.data, videoMatch) : null;
  const pictures = ownVideo
    ? { found: t("leak.leakPicture"), reference: ownVideo.caption, referenceSrc: ownVideo.src, noReference: t("leak.noVideoFrame") }
    : {
        found: pictureMatch ? t("leak.found") : t("leak.foundOnPage"),
        reference: t("leak.reference"),
        referenceSrc: leak.data.matchedReference?.url ?? null,
        noReference: pictureMatch ? t("leak.noReference") : t("leak.noPictureMatch"),
      };

  return (
    <section className="grid w-full max-w-5xl gap-6" data-testid="leak-detail">
      <Link to={paths.app.leaks.getHref()} className="flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("leaks.back")}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{leak.data.siteName}</h1>
        <LeakEvidenceBadge leak={leak.data} />
        <Badge variant="outline" data-testid="leak-status">
          {t(`leakStatus.${leak.data.status}`)}
        </Badge>
        {canRequestRemoval(leak.data) ? (
          <Button asChild size="sm" className="ml-auto">
            <Link to={paths.app.requestRemoval.getHref([id])}>
              <Send aria-hidden="true" className="size-4" />
              {tTakedowns("leak.requestRemoval")}
            </Link>
          </Button>
        ) : null}
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{t("leak.evidence")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <EvidenceFacts url={evidence.url} urlLabel={t("leak.url")} rows={rows} testId="leak-evidence" rel="noreferrer noopener" />
          {videoMatch && (
            <div className="grid gap-1" data-testid="video-match" data-method={videoMatch.method}>
              <p className="font-medium">{videoMatchText(t, videoMatch)}</p>
              {videoMatch.method === "frame" && <p className="text-sm text-muted-foreground">{t("leak.videoMatchFrame")}</p>}
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <EvidencePicture src={leak.data.thumbnailUrl} caption={pictures.found} empty={t("result.noThumbnail")} />
            <EvidencePicture src={pictures.referenceSrc} caption={pictures.reference} empty={pictures.noReference} />
          </div>
        </CardContent>
      </Card>
      {disposition ? (
        <Card data-testid="leak-whitelisted">
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
            <p className="text-sm">{t("leak.whitelistedAs", { verdict: t(verdictLabels[disposition]) })}</p>
            <Button variant="outline" disabled={restore.isPending} onClick={() => restore.mutate({ id })}>
              {t("leak.restore")}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{t("leak.notYours")}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            {leakDispositions.map((each) => (
              <Button key={each} variant="outline" disabled={verdict.isPending} onClick={() => setAsked(each)}>
                {t(verdictLabels[each])}
              </Button>
            ))}
          </CardContent>
        </Card>
      )}
      {notices}
      <ConfirmVerdictDialog
        verdict={asked ? t(verdictLabels[asked]) : null}
        pending={verdict.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && verdict.mutate({ id, disposition: asked }, { onSettled: () => setAsked(null) })}
      />
    </section>
  );
}
