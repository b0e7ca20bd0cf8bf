// One sidebar entry: a route link, a button for actions, or a page not built yet (disabled,
// "Coming soon"); icon only when collapsed.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const itemClass =
  "flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-sidebar-accent hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

type CommonProps = { icon: LucideIcon; label: string; collapsed: boolean; trailing?: ReactNode };

export function NavLinkItem({ to, icon: Icon, label, collapsed, trailing, onNavigate }: CommonProps & { to: string; onNavigate?: () => void }) {
  return (
    <NavLink
      to={to}
      end
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      className={({ isActive }) =>
        cn(itemClass, collapsed && "justify-center px-0", isActive && "bg-sidebar-accent text-white")
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {collapsed ? null : <span className="truncate">{label}</span>}
      {collapsed ? null : trailing}
    </NavLink>
  );
}

/** A link out of the app (mailto:, the chat), styled like the other entries. */
export function NavAnchorItem({ href, icon: Icon, label, collapsed, title }: Omit<CommonProps, "trailing"> & { href: string; title?: string }) {
  return (
    <a href={href} aria-label={collapsed ? label : undefined} title={title ?? (collapsed ? label : undefined)} className={cn(itemClass, collapsed && "justify-center px-0")}>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {collapsed ? null : <span className="truncate">{label}</span>}
    </a>
  );
}

type NavButtonItemProps = CommonProps & { onClick?: () => void; disabled?: boolean; active?: boolean };

export function NavButtonItem({ icon: Icon, label, collapsed, trailing, onClick, disabled, active }: NavButtonItemProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      className={cn(itemClass, collapsed && "justify-center px-0", active && "bg-sidebar-accent text-white", disabled && "cursor-not-allowed opacity-50 hover:bg-transparent hover:text-sidebar-foreground")}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {collapsed ? null : <span className="truncate">{label}</span>}
      {collapsed ? null : trailing}
    </button>
  );
}

/** A page that a later release builds: shown so creators know it is coming, but not a dead link. */
export function NavComingSoonItem({ icon, label, collapsed }: Omit<CommonProps, "trailing">) {
  const { t } = useTranslation("shell");
  const soon = t("nav.comingSoon");
  return (
    <NavButtonItem
      icon={icon}
      label={collapsed ? `${label} (${soon})` : label}
      collapsed={collapsed}
      disabled
      trailing={<Badge variant="outline" className="ml-auto shrink-0 border-sidebar-border text-sidebar-muted">{soon}</Badge>}
    />
  );
}
