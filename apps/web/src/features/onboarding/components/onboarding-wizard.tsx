// The four onboarding steps under the progress header (spec §2.4).
import { useSearchParams } from "react-router";
import { useOnboardingFlow, type ProviderUser } from "../hooks/use-onboarding-flow";
import { onboardingDestination, providerReturnUrl } from "../lib/destination";
import { ONBOARDING_STEPS } from "../lib/limits";
import { AboutStep } from "./about-step";
import { EmailStep } from "./email-step";
import { LinksStep } from "./links-step";
import { PlanStep } from "./plan-step";
import { ProgressHeader } from "./progress-header";

export function OnboardingWizard({ providerUser }: { providerUser: ProviderUser | null }) {
  const [search] = useSearchParams();
  const flow = useOnboardingFlow({ destination: onboardingDestination(search), providerUser });
  const { step } = flow.flow;

  return (
    <div className="flex min-h-screen flex-col bg-background">
      <ProgressHeader step={step} total={ONBOARDING_STEPS} onClose={() => void flow.close()} />
      <main className="flex-1 px-4 py-10 sm:px-6">
        {step === 1 ? (
          <EmailStep initialEmail={flow.flow.email} busy={flow.busy} googleCallbackURL={providerReturnUrl(search)} onSubmit={flow.submitEmail} />
        ) : null}
        {step === 2 ? (
          <AboutStep
            email={flow.flow.email}
            initialName={flow.flow.name}
            needsPassword={!flow.viaProvider && !flow.signedIn}
            busy={flow.busy}
            passwordError={flow.signUpPasswordError}
            onPasswordChange={flow.clearSignUpPasswordError}
            onSubmit={(values) => void flow.submitAbout(values)}
          />
        ) : null}
        {step === 3 ? (
          <LinksStep
            initialSelections={flow.flow.platformSelections}
            busy={flow.busy}
            onNext={(selections) => void flow.submitLinks(selections)}
            onSkip={flow.skipLinks}
          />
        ) : null}
        {step === 4 ? <PlanStep busy={flow.busy} onChoose={(plan) => void flow.choosePlan(plan)} /> : null}
      </main>
    </div>
  );
}
