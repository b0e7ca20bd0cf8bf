// Step 3 "Add your official links": the shared links editor with Adult, Social and Cam platforms
// (and a custom website), "Skip for now" and Next.
import { onboardingCategories, platforms, type PlatformSelection } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PlatformLinksEditor } from "@/components/platform-links/platform-links-editor";
import { Button } from "@/components/ui/button";
import { hasProblems } from "@/lib/platform-selections";
import { StepHeading } from "./step-heading";

const onboardingPlatforms = platforms.filter((platform) => onboardingCategories.includes(platform.category) || platform.manualUrl);

type LinksStepProps = {
  initialSelections: PlatformSelection[];
  busy: boolean;
  onNext: (selections: PlatformSelection[]) => void;
  onSkip: () => void;
};

export function LinksStep({ initialSelections, busy, onNext, onSkip }: LinksStepProps) {
  const { t } = useTranslation("onboarding");
  const [selections, setSelections] = useState(initialSelections);
  const [submitted, setSubmitted] = useState(false);

  return (
    <section className="mx-auto w-full max-w-xl" data-testid="onboarding-step-3">
      <StepHeading title={t("links.title")} description={t("links.description")} />
      <PlatformLinksEditor available={onboardingPlatforms} selections={selections} onChange={setSelections} showAllProblems={submitted} />
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onSkip} disabled={busy}>
          {t("links.skip")}
        </Button>
        <Button
          disabled={selections.length === 0 || busy}
          onClick={() => {
            setSubmitted(true);
            if (!hasProblems(selections)) onNext(selections);
          }}
        >
          {busy ? t("links.saving") : t("next")}
        </Button>
      </div>
    </section>
  );
}
