// /leaks/:id: a leak's evidence beside the creator's matched picture, and the verdicts that take
// it off the list ("my own account", "licensed", "false match").
import { ArrowLeft, ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { QualityBadge } from "@/components/quality-badge";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { type LeakDisposition, useLeak } from "../api/get-leak";
import { useSetLeakDisposition } from "../api/set-leak-disposition";

const verdicts: Array<{ disposition: LeakDisposition; label: "leak.ownAccount" | "leak.licensed" | "leak.falseMatch" }> = [
  { disposition: "own_account", label: "leak.ownAccount" },
  { disposition: "licensed", label: "leak.licensed" },
  { disposition: "false_match", label: "leak.falseMatch" },
];

function Picture({ src, caption, empty }: { src: string | null; caption: string; empty: string }) {
  return (
    <figure className="grid gap-2">
      <div className="grid aspect-square place-items-center overflow-hidden rounded-lg border bg-muted">
        {src ? <img src={src} alt={caption} className="size-full object-contain" /> : <span className="flex items-center gap-1 text-sm text-muted-foreground"><ImageOff aria-hidden="true" className="size-4" />{empty}</span>}
      </div>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}

export function LeakDetailPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation("scans");
  const navigate = useNavigate();
  const leak = useLeak(id);
  const verdict = useSetLeakDisposition({ onSuccess: () => void navigate(paths.app.leaks.getHref()) });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  if (leak.isPending) return <Spinner />;
  if (leak.isError) return <Alert variant="destructive">{t("leak.notFound")}</Alert>;
  const { evidence } = leak.data;
  const rows: Array<[string, string]> = [
    [t("leak.pageTitle"), evidence.title],
    [t("leak.fetchedAt"), dateTime.format(new Date(evidence.fetchedAt))],
    [t("leak.httpStatus"), String(evidence.httpStatus)],
    [t("leak.distance"), leak.data.distance === null ? t("leak.distanceNone") : String(leak.data.distance)],
  ];

  return (
    <section className="grid w-full max-w-5xl gap-6" data-testid="leak-detail">
      <Link to={paths.app.leaks.getHref()} className="flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("leaks.back")}
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{leak.data.siteName}</h1>
        <QualityBadge quality={leak.data.quality} />
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{t("leak.evidence")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]" data-testid="leak-evidence">
            <dt className="text-muted-foreground">{t("leak.url")}</dt>
            <dd className="break-all">
              <a href={evidence.url} target="_blank" rel="noreferrer noopener" className="text-primary hover:underline">
                {evidence.url}
              </a>
            </dd>
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-4 sm:grid-cols-2">
            <Picture src={leak.data.thumbnailUrl} caption={t("leak.found")} empty={t("result.noThumbnail")} />
            <Picture src={leak.data.matchedReference?.url ?? null} caption={t("leak.reference")} empty={t("leak.noReference")} />
          </div>
        </CardContent>
      </Card>
      {!leak.data.disposition && (
        <Card>
          <CardHeader>
            <CardTitle>{t("leak.notYours")}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            {verdicts.map(({ disposition, label }) => (
              <Button key={disposition} variant="outline" disabled={verdict.isPending} onClick={() => verdict.mutate({ id, disposition })}>
                {t(label)}
              </Button>
            ))}
          </CardContent>
        </Card>
      )}
    </section>
  );
}
