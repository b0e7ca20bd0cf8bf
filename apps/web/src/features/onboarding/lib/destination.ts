// Where onboarding ends (spec §2.4): ?redirect=fullreport → /fullreport, otherwise /dashboard.
import { paths } from "@/config/paths";

export function onboardingDestination(search: URLSearchParams): string {
  return search.get("redirect") === "fullreport" ? paths.fullReport.getHref() : paths.app.dashboard.getHref();
}

/** Google brings the creator back here, signed in, to continue with step 2. */
export function providerReturnUrl(search: URLSearchParams): string {
  const next = new URLSearchParams({ provider: "google" });
  const redirect = search.get("redirect");
  if (redirect) next.set("redirect", redirect);
  return `${paths.onboarding.getHref()}?${next.toString()}`;
}
