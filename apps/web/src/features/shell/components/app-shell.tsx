// The authenticated shell: fixed top bar, collapsible sidebar (drawer on mobile), page content.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLogout } from "@/hooks/use-logout";
import { cn } from "@/lib/cn";
import { useSidebarState } from "../hooks/use-sidebar-state";
import type { ShellUser } from "../lib/shell-user";
import { MobileDrawer } from "./mobile-drawer";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

type AppShellProps = { user: ShellUser | null; notifications?: ReactNode; children: ReactNode };

export function AppShell({ user, notifications, children }: AppShellProps) {
  const { t } = useTranslation("shell");
  const sidebar = useSidebarState();
  const { logout, pending } = useLogout();

  return (
    <div className="min-h-screen bg-background">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      <TopBar
        user={user}
        notifications={notifications}
        mobileMenuOpen={sidebar.mobileOpen}
        onOpenMobileMenu={() => sidebar.setMobileOpen(true)}
        onLogout={() => void logout()}
        logoutPending={pending}
      />
      <Sidebar user={user} collapsed={sidebar.collapsed} onToggle={sidebar.toggleCollapsed} onExpand={sidebar.expand} />
      <MobileDrawer user={user} open={sidebar.mobileOpen} onOpenChange={sidebar.setMobileOpen} />
      <main
        id="main"
        className={cn(
          "min-h-screen px-4 pt-24 pb-10 transition-[padding] duration-200 sm:px-6 lg:px-10",
          sidebar.collapsed ? "md:pl-[104px] lg:pl-[112px]" : "md:pl-[280px] lg:pl-[288px]",
        )}
      >
        {children}
      </main>
    </div>
  );
}
