// After the first sign-in (typically through the verification link), the choices a creator made
// in onboarding without a session are saved, then the draft is forgotten; a chosen plan is
// offered for payment on the plans page.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { choosePlan } from "../api/choose-plan";
import { saveOfficialLinks } from "../api/save-official-links";
import { clearDraft, readDraft, type OnboardingDraft } from "../lib/draft-storage";

let applying = false;

async function applyDraft(draft: OnboardingDraft): Promise<void> {
  if (draft.platformSelections.length > 0) await saveOfficialLinks({ selections: draft.platformSelections });
  if (draft.selectedPlan) await choosePlan({ plan: draft.selectedPlan });
}

/** `email` is the signed-in user's, or null; only that user's own draft is applied. */
export function useApplyOnboardingDraft(email: string | null, { paused = false } = {}) {
  const { t } = useTranslation("onboarding");
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!email || paused || applying) return;
    const draft = readDraft();
    if (!draft?.accountCreated || draft.email.trim().toLowerCase() !== email.toLowerCase()) return;
    applying = true;
    applyDraft(draft)
      .then(async () => {
        clearDraft();
        // The plan chosen without a session is paid for now, from the plans page.
        const payNow = { label: t("plan.payNow"), onClick: () => void navigate(paths.app.subscriptionPlans.getHref()) };
        toast.success(t("applied"), draft.selectedPlan ? { action: payNow, duration: 10_000 } : undefined);
        await queryClient.invalidateQueries();
      })
      .catch((error: unknown) => {
        // A rejected draft will never succeed; a network failure is retried at the next start.
        if (error instanceof ApiError && error.isClientError) clearDraft();
        console.warn("[onboarding] draft not applied", error);
      })
      .finally(() => {
        applying = false;
      });
  }, [email, paused, queryClient, t, navigate]);
}
