// /leaks: the creator's leaks with filters; the site filter offers the platforms the dashboard counts.
import { useDashboard } from "@/features/dashboard/api/get-dashboard";
import { LeakListPage } from "@/features/leaks/components/leak-list-page";

export function Component() {
  const dashboard = useDashboard();
  return <LeakListPage sites={dashboard.data?.byPlatform ?? []} />;
}
