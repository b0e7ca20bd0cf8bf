// Desktop sidebar (md and up): 248px expanded, 72px collapsed, below the fixed top bar.
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { ShellUser } from "../lib/shell-user";
import { SidebarContent } from "./sidebar-content";

type SidebarProps = { user: ShellUser | null; collapsed: boolean; onToggle: () => void; onExpand: () => void };

export function Sidebar({ user, collapsed, onToggle, onExpand }: SidebarProps) {
  const { t } = useTranslation("shell");
  const toggleLabel = collapsed ? t("sidebar.expand") : t("sidebar.collapse");
  return (
    <aside
      data-testid="sidebar"
      data-collapsed={String(collapsed)}
      className={cn(
        "fixed top-16 bottom-0 left-0 z-30 hidden flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 md:flex",
        collapsed ? "w-[72px]" : "w-[248px]",
      )}
    >
      <div className="min-h-0 flex-1">
        <SidebarContent user={user} collapsed={collapsed} onExpand={onExpand} />
      </div>
      <div className={cn("border-t border-sidebar-border p-3", collapsed ? "flex justify-center" : "flex justify-end")}>
        <button
          type="button"
          onClick={onToggle}
          aria-label={toggleLabel}
          aria-expanded={!collapsed}
          title={toggleLabel}
          data-testid="sidebar-toggle"
          className="grid size-9 place-items-center rounded-md text-sidebar-foreground hover:bg-sidebar-accent hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" className="size-5" /> : <PanelLeftClose aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </aside>
  );
}
