// /account: personal details, niches, stage names and official links, with the profile status.
// Each card saves on its own button; leaving with a card unsaved asks first (ADR 019).
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { UnsavedChangesGuard } from "@/components/unsaved-changes-guard";
import { Alert } from "@/components/ui/alert";
import { useProfile } from "@/features/account/api/get-profile";
import { OfficialLinksCard } from "@/features/account/components/official-links-card";
import { PersonalDetailsForm } from "@/features/account/components/personal-details-form";
import { ProfileStatusBadge } from "@/features/account/components/profile-status-badge";
import { TagListEditor } from "@/features/account/components/tag-list-editor";

type Card = "details" | "niches" | "stageNames" | "links";

/** Which cards hold unsaved changes, with one stable reporter per card. */
function useUnsavedCards() {
  const [unsaved, setUnsaved] = useState<Record<Card, boolean>>({ details: false, niches: false, stageNames: false, links: false });
  const report = useCallback((card: Card, dirty: boolean) => setUnsaved((previous) => (previous[card] === dirty ? previous : { ...previous, [card]: dirty })), []);
  const reporters = useMemo(
    () => ({
      details: (dirty: boolean) => report("details", dirty),
      niches: (dirty: boolean) => report("niches", dirty),
      stageNames: (dirty: boolean) => report("stageNames", dirty),
      links: (dirty: boolean) => report("links", dirty),
    }),
    [report],
  );
  return { anyUnsaved: Object.values(unsaved).some(Boolean), reporters };
}

export function Component() {
  const { t } = useTranslation("account");
  const profile = useProfile();
  const { anyUnsaved, reporters } = useUnsavedCards();

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
      <UnsavedChangesGuard when={anyUnsaved} />
      <PersonalDetailsForm profile={data.profile} onDirtyChange={reporters.details} />
      <TagListEditor list="niches" values={data.niches} onDirtyChange={reporters.niches} />
      <TagListEditor list="stageNames" values={data.stageNames} onDirtyChange={reporters.stageNames} />
      {/* Re-mounted when the saved links change elsewhere (e.g. an onboarding draft applied). */}
      <OfficialLinksCard key={data.officialLinks.map((link) => link.url).join("|")} links={data.officialLinks} onDirtyChange={reporters.links} />
    </section>
  );
}
