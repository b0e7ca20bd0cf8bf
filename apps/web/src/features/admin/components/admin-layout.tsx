// The admin panel's frame (issue 16): its own navigation beside the page, with the number of
// decisions waiting in each review queue, so nothing waits unseen.
import { Building2, CalendarClock, ClipboardCheck, Gavel, Handshake, HeartPulse, IdCard, Inbox, LayoutGrid, Mail, Megaphone, ScrollText, Send, Users } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { useAdminOverview } from "../api/admin-overview";

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
type SectionKey = "users" | "reviews" | "identity" | "appeals" | "agencies" | "partners" | "bookings" | "broadcasts" | "health" | "takedowns" | "inbound" | "outbox" | "auditLog";
export type AdminSection = { key: SectionKey; to: string; icon: Icon; count?: number };

/** The panel's sections in the order the navigation and the overview page show them. */
export function useAdminSections(): AdminSection[] {
  const overview = useAdminOverview();
  const reviews = overview.data?.reviews;
  return [
    { key: "users", to: paths.app.adminUsers.getHref(), icon: Users },
    { key: "reviews", to: paths.app.adminReviews.getHref(), icon: ClipboardCheck, count: reviews ? reviews.identity + reviews.appeals + reviews.agencies + reviews.partners : undefined },
    { key: "identity", to: paths.app.adminIdentity.getHref(), icon: IdCard, count: reviews?.identity },
    { key: "appeals", to: paths.app.adminAppeals.getHref(), icon: Gavel, count: reviews?.appeals },
    { key: "agencies", to: paths.app.adminAgencies.getHref(), icon: Building2, count: reviews?.agencies },
    { key: "partners", to: paths.app.adminPartners.getHref(), icon: Handshake, count: reviews?.partners },
    { key: "bookings", to: paths.app.adminBookings.getHref(), icon: CalendarClock },
    { key: "broadcasts", to: paths.app.adminBroadcasts.getHref(), icon: Megaphone },
    { key: "health", to: paths.app.adminHealth.getHref(), icon: HeartPulse },
    { key: "takedowns", to: paths.app.adminTakedowns.getHref(), icon: Send },
    { key: "inbound", to: paths.app.adminInbound.getHref(), icon: Inbox },
    { key: "outbox", to: paths.app.adminOutbox.getHref(), icon: Mail },
    { key: "auditLog", to: paths.app.adminAuditLog.getHref(), icon: ScrollText },
  ];
}

export function WaitingCount({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground" aria-label={label} data-testid="admin-waiting-count">
      {count > 99 ? "99+" : count}
    </span>
  );
}

export function AdminLayout() {
  const { t } = useTranslation("admin");
  const sections = useAdminSections();
  const item = ({ isActive }: { isActive: boolean }) =>
    cn("flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-muted", isActive && "bg-muted font-medium text-foreground");
  return (
    <div className="flex w-full min-w-0 flex-col gap-6 lg:flex-row">
      <nav aria-label={t("panel.nav")} className="shrink-0 lg:w-56">
        <ul className="flex gap-1 overflow-x-auto pb-2 lg:grid lg:overflow-visible lg:pb-0">
          <li>
            <NavLink to={paths.app.admin.getHref()} end className={item}>
              <LayoutGrid aria-hidden className="size-4 shrink-0" />
              {t("panel.sections.overview")}
            </NavLink>
          </li>
          {sections.map(({ key, to, icon: Icon, count }) => (
            <li key={key}>
              <NavLink to={to} className={item}>
                <Icon aria-hidden className="size-4 shrink-0" />
                {t(`panel.sections.${key}`)}
                <WaitingCount count={count} label={t("panel.waiting", { count: count ?? 0 })} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
