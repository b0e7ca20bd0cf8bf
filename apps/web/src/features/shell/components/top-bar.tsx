// Fixed top bar (h-16): menu toggle, logo, the top navigation (one item, Dashboard) and the
// signed-in user's controls.
import { LayoutDashboard, LogIn, LogOut, Menu } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import type { ShellUser } from "../lib/shell-user";
import { TierBadge } from "./tier-badge";

type TopBarProps = {
  user: ShellUser | null;
  notifications?: ReactNode;
  mobileMenuOpen: boolean;
  onOpenMobileMenu: () => void;
  onLogout: () => void;
  logoutPending: boolean;
};

export function TopBar({ user, notifications, mobileMenuOpen, onOpenMobileMenu, onLogout, logoutPending }: TopBarProps) {
  const { t } = useTranslation("shell");
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t("topBar.openMenu")}
        aria-expanded={mobileMenuOpen}
        data-testid="mobile-menu-toggle"
        onClick={onOpenMobileMenu}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <Logo />
      <nav aria-label={t("topNav.label")} className="ml-2 hidden sm:block">
        <NavLink
          to={paths.app.dashboard.getHref()}
          end
          className={({ isActive }) =>
            cn(
              "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground",
              isActive && "bg-muted text-foreground",
            )
          }
        >
          <LayoutDashboard aria-hidden="true" className="size-4" />
          {t("nav.dashboard")}
        </NavLink>
      </nav>

      <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
        {user ? (
          <>
            <span className="hidden max-w-56 truncate text-sm text-muted-foreground lg:inline" data-testid="user-email">
              {user.email}
            </span>
            {notifications}
            <TierBadge user={user} />
          </>
        ) : null}
        <LanguageSwitcher />
        {user ? (
          <Button variant="outline" size="sm" onClick={onLogout} disabled={logoutPending} aria-label={t("topBar.logout")} data-testid="logout-button">
            <LogOut aria-hidden="true" />
            <span className="hidden sm:inline">{t("topBar.logout")}</span>
          </Button>
        ) : (
          <Button asChild size="sm">
            <Link to={paths.auth.login.getHref()}>
              <LogIn aria-hidden="true" />
              {t("topBar.signIn")}
            </Link>
          </Button>
        )}
      </div>
    </header>
  );
}
