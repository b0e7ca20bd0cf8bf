// One candidate profile in the list: the matched picture as found, platform, @handle (to the
// profile itself), display name, risk, status, the reasons as sentences, and what she can do.
import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { FakeProfileActions, type FakeProfileActionsProps } from "./fake-profile-actions";
import { ReasonList } from "./reason-list";
import { RiskBadges } from "./risk-badge";

type FakeProfileRowProps = Omit<FakeProfileActionsProps, "onJudged"> & { reportThreshold: number };

export function FakeProfileRow({ profile, reportThreshold, authorisationGate }: FakeProfileRowProps) {
  const { t, i18n } = useTranslation("fakeProfiles");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <li data-testid="fake-profile-row" data-profile-id={profile.id} data-status={profile.status} className="grid gap-3 py-4">
      <div className="flex flex-wrap items-start gap-3 sm:flex-nowrap">
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-md bg-muted">
          {profile.thumbnailUrl ? (
            <img src={profile.thumbnailUrl} alt={t("list.thumbnail", { handle: profile.handle })} className="size-full object-cover" loading="lazy" />
          ) : (
            <ImageOff aria-hidden="true" className="size-4 text-muted-foreground" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{profile.siteName}</span>
            {/* Her impersonator's page: no referrer, and no endorsement for search engines. */}
            <a href={profile.url} target="_blank" rel="noopener noreferrer nofollow" className="truncate text-sm text-primary hover:underline">
              @{profile.handle}
            </a>
            <RiskBadges score={profile.score} reportThreshold={reportThreshold} />
            <Badge variant="outline" data-testid="fake-profile-status">
              {t(`status.${profile.status}`)}
            </Badge>
          </div>
          <p className="truncate text-sm">{profile.displayName || <span className="text-muted-foreground">{t("list.noDisplayName")}</span>}</p>
          <ReasonList reasons={profile.reasons} />
          <p className="text-xs text-muted-foreground">{t("list.firstSeen", { date: date.format(new Date(profile.firstSeenAt)) })}</p>
        </div>
        <Link to={paths.app.fakeProfile.getHref(profile.id)} className="shrink-0 text-sm text-primary hover:underline">
          {t("list.details")}
        </Link>
      </div>
      <FakeProfileActions profile={profile} authorisationGate={authorisationGate} />
    </li>
  );
}
