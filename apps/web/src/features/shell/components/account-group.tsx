// The collapsible "My Account" group: My Account, Settings, Earning Hub.
import { ChevronDown, CircleDollarSign, Settings, UserRound } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { NavButtonItem, NavLinkItem } from "./nav-link-item";

const groupPaths: string[] = [paths.app.account.path, paths.app.settings.path, paths.app.earningHub.path];

type AccountGroupProps = { collapsed: boolean; onExpandSidebar: () => void; onNavigate?: () => void };

export function AccountGroup({ collapsed, onExpandSidebar, onNavigate }: AccountGroupProps) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => groupPaths.includes(pathname));

  if (collapsed) {
    return (
      <NavButtonItem
        icon={UserRound}
        label={t("nav.myAccountGroup")}
        collapsed
        active={groupPaths.includes(pathname)}
        onClick={() => {
          setOpen(true);
          onExpandSidebar();
        }}
      />
    );
  }

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className="group flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground hover:bg-sidebar-accent hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        <span className="flex-1 truncate text-left">{t("nav.myAccountGroup")}</span>
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-1 ml-4 grid gap-1 border-l border-sidebar-border pl-2">
        <NavLinkItem to={paths.app.account.getHref()} icon={UserRound} label={t("nav.myAccount")} collapsed={false} onNavigate={onNavigate} />
        <NavLinkItem to={paths.app.settings.getHref()} icon={Settings} label={t("nav.settings")} collapsed={false} onNavigate={onNavigate} />
        <NavLinkItem to={paths.app.earningHub.getHref()} icon={CircleDollarSign} label={t("nav.earningHub")} collapsed={false} onNavigate={onNavigate} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
