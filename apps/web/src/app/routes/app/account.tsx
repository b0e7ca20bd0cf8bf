// /account: personal details, niches, stage names and official links, with the profile status.
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { useProfile } from "@/features/account/api/get-profile";
import { OfficialLinksCard } from "@/features/account/components/official-links-card";
import { PersonalDetailsForm } from "@/features/account/components/personal-details-form";
import { ProfileStatusBadge } from "@/features/account/components/profile-status-badge";
import { TagListEditor } from "@/features/account/components/tag-list-editor";

export function Component() {
  const { t } = useTranslation("account");
  const profile = useProfile();

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <Alert variant="destructive">{t("loadFailed")}</Alert>;
  const data = profile.data;

  return (
    <section className="flex w-full max-w-3xl flex-col gap-6" data-testid="account-page">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <ProfileStatusBadge status={data.status} />
        <p className="w-full text-sm text-muted-foreground">{t("statusHint")}</p>
      </header>
      <PersonalDetailsForm profile={data.profile} />
      <TagListEditor list="niches" values={data.niches} />
      <TagListEditor list="stageNames" values={data.stageNames} />
      {/* Re-mounted when the saved links change elsewhere (e.g. an onboarding draft applied). */}
      <OfficialLinksCard key={data.officialLinks.map((link) => link.url).join("|")} links={data.officialLinks} />
    </section>
  );
}
