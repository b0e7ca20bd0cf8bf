// Root route: the page, a "Loading..." indicator while a lazy page is being fetched, and the
// app-wide session duties (init failure notice, applying a waiting onboarding draft).
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { AuthInitError } from "@/components/auth-init-error";
import { Spinner } from "@/components/ui/spinner";
import { OnboardingDraftSync } from "@/features/onboarding/components/onboarding-draft-sync";

function NavigationIndicator() {
  const { t } = useTranslation("common");
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed top-3 left-1/2 z-[60] flex -translate-x-1/2 items-center gap-2 rounded-full border bg-card px-4 py-1.5 text-sm shadow-md"
    >
      <Spinner className="size-4" />
      {t("loading")}
    </div>
  );
}

export function RootRoute() {
  return (
    <>
      <NavigationIndicator />
      <AuthInitError />
      <OnboardingDraftSync />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
