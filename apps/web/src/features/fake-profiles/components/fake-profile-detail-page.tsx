// /fake-profiles/:id: one profile's evidence (URL, when it was fetched, the answer's status, how it
// was found, bio and links, the page as fetched), each matched picture beside her reference, the
// reasons, and what she can do with it.
import type { FakeProfileDetail } from "@unleak/contracts";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { EvidenceFacts } from "@/components/evidence-facts";
import { EvidencePicture } from "@/components/evidence-picture";
import type { FactRow } from "@/components/fact-rows";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useFakeProfile } from "../api/get-fake-profile";
import { FakeProfileActions } from "./fake-profile-actions";
import { ReasonList } from "./reason-list";

function MatchedPictures({ pictures }: { pictures: FakeProfileDetail["pictures"] }) {
  const { t } = useTranslation("fakeProfiles");
  const { t: tScans } = useTranslation("scans");
  if (pictures.length === 0) return <p className="text-sm text-muted-foreground">{t("detail.noPictures")}</p>;
  return (
    <div className="grid gap-6" data-testid="matched-pictures">
      {pictures.map((picture, index) => {
        const found = `${t(`detail.role.${picture.role}`)}: ${tScans(`matchEvidence.picture.${picture.quality}`)}, ${t("detail.distance", { distance: picture.distance })}`;
        return (
          <div key={`${picture.mediaUrl}-${index}`} className="grid gap-4 sm:grid-cols-2">
            <EvidencePicture src={picture.foundUrl} caption={found} empty={t("detail.noPicture")} />
            <EvidencePicture src={picture.referenceUrl} caption={t("detail.reference")} empty={t("detail.noPicture")} />
          </div>
        );
      })}
    </div>
  );
}

export function FakeProfileDetailPage({ id, authorisationGate }: { id: string; authorisationGate?: ReactNode }) {
  const { t, i18n } = useTranslation("fakeProfiles");
  const navigate = useNavigate();
  const profile = useFakeProfile(id);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const back = (
    <Link to={paths.app.fakeProfiles.getHref()} className="flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t("detail.back")}
    </Link>
  );

  if (profile.isPending) return <Spinner />;
  if (profile.isError)
    return (
      <section className="grid w-full max-w-5xl gap-6">
        {back}
        <Alert variant="destructive">{t("detail.notFound")}</Alert>
      </section>
    );
  const { evidence } = profile.data;
  const rows: FactRow[] = [
    [t("detail.fetchedAt"), dateTime.format(new Date(evidence.fetchedAt))],
    [t("detail.httpStatus"), String(evidence.httpStatus)],
    [t("detail.foundBy"), t(`detail.found.${evidence.foundBy}`)],
    [t("detail.bio"), profile.data.bio ? <span className="whitespace-pre-wrap">{profile.data.bio}</span> : t("detail.noBio")],
    // The links are evidence, often to leak sites or fake payment pages: shown, never made clickable.
    [t("detail.links"), profile.data.links.length > 0 ? <ul className="grid gap-0.5">{profile.data.links.map((link) => <li key={link} className="break-all font-mono text-xs">{link}</li>)}</ul> : t("detail.noLinks")],
  ];

  return (
    <section className="grid w-full max-w-5xl gap-6" data-testid="fake-profile-detail">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">@{profile.data.handle}</h1>
        <span className="text-muted-foreground">{profile.data.siteName}</span>
        <Badge variant="outline" data-testid="fake-profile-status">
          {t(`status.${profile.data.status}`)}
        </Badge>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{t("detail.reasons")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ReasonList reasons={profile.data.reasons} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <FakeProfileActions profile={profile.data} authorisationGate={authorisationGate} onJudged={() => void navigate(paths.app.fakeProfiles.getHref())} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("detail.evidence")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <EvidenceFacts url={evidence.url} urlLabel={t("detail.url")} rows={rows} testId="fake-profile-evidence" rel="noopener noreferrer nofollow" />
          {profile.data.pageCopyUrl && (
            <a href={profile.data.pageCopyUrl} target="_blank" rel="noopener noreferrer" className="text-sm text-primary hover:underline">
              {t("detail.pageCopy")}
            </a>
          )}
          <div className="grid gap-3">
            <h3 className="font-medium">{t("detail.pictures")}</h3>
            <MatchedPictures pictures={profile.data.pictures} />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
