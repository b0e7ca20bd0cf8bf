// Mounted once for the whole app: applies a waiting onboarding draft as soon as its creator is
// signed in (not on the onboarding page itself, which saves directly).
import { useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import { useApplyOnboardingDraft } from "../hooks/use-apply-onboarding-draft";

export function OnboardingDraftSync() {
  const session = useAuthSession();
  const { pathname } = useLocation();
  useApplyOnboardingDraft(session.data?.user.email ?? null, { paused: pathname === paths.onboarding.path });
  return null;
}
