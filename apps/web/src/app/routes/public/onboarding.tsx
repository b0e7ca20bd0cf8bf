// /onboarding: the four-step creator onboarding. A visitor who is already signed in goes to the
// dashboard, except when Google has just brought them back to continue with step 2.
import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { OnboardingWizard } from "@/features/onboarding/components/onboarding-wizard";
import { useAuthSession } from "@/lib/auth-session";

export function Component() {
  const session = useAuthSession();
  const [search] = useSearchParams();
  const viaProvider = search.get("provider") === "google";
  // Decided once on arrival: a session that appears during the flow (sign-up) must not end it.
  const [entry, setEntry] = useState<"redirect" | "wizard" | null>(null);
  if (entry === null && !session.loading) setEntry(session.data && !viaProvider ? "redirect" : "wizard");

  if (entry === null) return <PageLoader message="checkingAuth" fullScreen />;
  if (entry === "redirect") return <Navigate to={paths.app.dashboard.getHref()} replace />;
  const user = session.data?.user;
  return <OnboardingWizard providerUser={viaProvider && user ? { email: user.email, name: user.name } : null} />;
}
