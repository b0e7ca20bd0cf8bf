// Root route: the page, plus a "Loading..." indicator while a lazy page is being fetched.
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

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
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
