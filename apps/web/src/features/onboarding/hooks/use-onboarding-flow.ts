// The onboarding flow's state and transitions (spec §4). With a session every step saves at once;
// without one (verification pending) the draft in localStorage carries the choices until the
// first sign-in applies them (docs/decisions/006-onboarding-without-session.md).
import type { PlatformSelection } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useCreatorSignUp } from "@/hooks/use-creator-sign-up";
import { useAuthSession } from "@/lib/auth-session";
import { useChoosePlan } from "../api/choose-plan";
import { useSaveOfficialLinks } from "../api/save-official-links";
import { startCheckout } from "../api/start-checkout";
import { clearDraft, clearScanResultMarkers, emptyDraft, readDraft, writeDraft, type OnboardingDraft } from "../lib/draft-storage";
import type { PlanId } from "../lib/plans";

export type ProviderUser = { email: string; name: string };

const logSaveError = (what: string) => (error: unknown) => console.warn(`[onboarding] ${what} not saved`, error);

export function useOnboardingFlow({ destination, providerUser }: { destination: string; providerUser: ProviderUser | null }) {
  const navigate = useNavigate();
  const { t } = useTranslation("subscription");
  const session = useAuthSession();
  const signedIn = !!session.data;
  const { signUp, pending: signingUp, passwordError, clearPasswordError } = useCreatorSignUp();
  const saveLinks = useSaveOfficialLinks();
  const savePlan = useChoosePlan();
  const [finishing, setFinishing] = useState(false);
  const [flow, setFlow] = useState<OnboardingDraft>(() =>
    providerUser ? { ...emptyDraft, email: providerUser.email, name: providerUser.name, step: 2 } : (readDraft() ?? emptyDraft),
  );

  const update = (next: OnboardingDraft) => {
    setFlow(next);
    writeDraft(next);
  };

  const leave = async () => {
    clearScanResultMarkers();
    await navigate(destination);
  };

  // "Pay €{price}" opens the provider's checkout; if it cannot, the plans page offers it again.
  const payFor = async (plan: PlanId) => {
    clearScanResultMarkers();
    try {
      await startCheckout({ plan });
    } catch (error) {
      setFinishing(false);
      toast.error(error instanceof ApiError && error.code === "PAYMENTS_UNAVAILABLE" ? t("checkout.unavailable") : t("checkout.failed"));
      await navigate(paths.app.subscriptionPlans.getHref());
    }
  };

  return {
    flow,
    signedIn,
    viaProvider: providerUser !== null,
    signUpPasswordError: passwordError,
    clearSignUpPasswordError: clearPasswordError,
    busy: signingUp || saveLinks.isPending || savePlan.isPending || finishing,

    submitEmail: (email: string) => update({ ...flow, email, step: 2 }),

    async submitAbout({ name, password, captcha }: { name: string; password: string; captcha?: string | null }) {
      if (signedIn) return update({ ...flow, name, step: 3 });
      const outcome = await signUp({ email: flow.email, name, password, callbackURL: destination, captcha });
      if (outcome !== "failed") update({ ...flow, name, step: 3, accountCreated: true });
    },

    async submitLinks(selections: PlatformSelection[]) {
      if (signedIn) await saveLinks.mutateAsync({ selections }).catch(logSaveError("links"));
      update({ ...flow, platformSelections: selections, step: 4 });
    },

    skipLinks: () => update({ ...flow, platformSelections: [], step: 4 }),

    async choosePlan(plan: PlanId | null) {
      setFinishing(true);
      if (signedIn) {
        if (plan) await savePlan.mutateAsync({ plan }).catch(logSaveError("plan"));
        clearDraft();
        if (plan) return payFor(plan);
      } else {
        writeDraft({ ...flow, selectedPlan: plan });
      }
      await leave();
    },

    async close() {
      if (!flow.accountCreated || signedIn) clearDraft();
      await leave();
    },
  };
}
