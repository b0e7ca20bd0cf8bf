// Pages that always show without the unpaid modal (spec §5), plus the admin area and onboarding.
import { paths } from "@/config/paths";

const exemptPaths: readonly string[] = [
  paths.app.account.path,
  paths.app.settings.path,
  paths.app.authorisation.path,
  paths.app.faq.path,
  paths.app.subscriptionPlans.path,
  paths.onboarding.path,
];

export function isModalExempt(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === paths.app.admin.path || path.startsWith(`${paths.app.admin.path}/`)) return true;
  return exemptPaths.includes(path);
}
