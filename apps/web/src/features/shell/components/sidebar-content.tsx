// The sidebar's body, shared by the desktop sidebar and the mobile drawer (spec §2.2 items).
import { FileSignature, HelpCircle, LayoutDashboard, LifeBuoy, Send, ShieldAlert, Sparkles, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useOpenSupportChat } from "@/hooks/use-open-support-chat";
import { cn } from "@/lib/cn";
import type { ShellUser } from "../lib/shell-user";
import { AccountGroup } from "./account-group";
import { NavButtonItem, NavLinkItem } from "./nav-link-item";
import { WelcomeBlock } from "./welcome-block";

type SidebarContentProps = {
  user: ShellUser | null;
  collapsed: boolean;
  onExpand: () => void;
  onNavigate?: () => void;
};

export function SidebarContent({ user, collapsed, onExpand, onNavigate }: SidebarContentProps) {
  const { t } = useTranslation("shell");
  const openSupportChat = useOpenSupportChat();
  const showUpgrade = user?.tier !== "elite";

  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto overflow-x-hidden px-3 py-4">
      {user ? <WelcomeBlock user={user} collapsed={collapsed} /> : null}

      <nav aria-label={t("nav.label")} className="grid gap-1">
        <NavLinkItem to={paths.app.dashboard.getHref()} icon={LayoutDashboard} label={t("nav.dashboard")} collapsed={collapsed} onNavigate={onNavigate} />
        <AccountGroup collapsed={collapsed} onExpandSidebar={onExpand} onNavigate={onNavigate} />
        <NavLinkItem to={paths.app.authorisation.getHref()} icon={FileSignature} label={t("nav.authorization")} collapsed={collapsed} onNavigate={onNavigate} />
        <NavLinkItem to={paths.app.requestRemoval.getHref()} icon={Send} label={t("nav.requestRemoval")} collapsed={collapsed} onNavigate={onNavigate} />
        <NavButtonItem
          icon={Wrench}
          label={collapsed ? `${t("nav.tools")} (${t("nav.comingSoon")})` : t("nav.tools")}
          collapsed={collapsed}
          disabled
          trailing={<Badge variant="outline" className="ml-auto border-sidebar-border text-sidebar-muted">{t("nav.comingSoon")}</Badge>}
        />
        <NavLinkItem to={paths.app.faq.getHref()} icon={HelpCircle} label={t("nav.faq")} collapsed={collapsed} onNavigate={onNavigate} />
        {user?.isAdmin ? (
          <NavLinkItem to={paths.app.admin.getHref()} icon={ShieldAlert} label={t("nav.adminPanel")} collapsed={collapsed} onNavigate={onNavigate} />
        ) : null}
        <NavButtonItem icon={LifeBuoy} label={t("nav.helpSupport")} collapsed={collapsed} onClick={() => openSupportChat()} />
      </nav>

      <div className="mt-auto grid gap-4">
        {showUpgrade ? (
          <Button
            asChild
            size={collapsed ? "icon" : "default"}
            className={cn("bg-linear-to-r from-indigo-500 to-violet-500 text-white hover:opacity-90", collapsed ? "mx-auto" : "w-full")}
          >
            <Link to={paths.app.subscriptionPlans.getHref()} onClick={onNavigate} aria-label={collapsed ? t("nav.upgradePlan") : undefined} title={collapsed ? t("nav.upgradePlan") : undefined}>
              <Sparkles aria-hidden="true" />
              {collapsed ? null : t("nav.upgradePlan")}
            </Link>
          </Button>
        ) : null}
        {collapsed ? null : (
          <footer className="flex flex-wrap gap-x-3 gap-y-1 px-1 text-xs text-sidebar-muted">
            <Link className="hover:text-white" to={paths.privacyPolicy.getHref()} onClick={onNavigate}>{t("footer.privacyPolicy")}</Link>
            <Link className="hover:text-white" to={paths.terms.getHref()} onClick={onNavigate}>{t("footer.termsOfService")}</Link>
            <Link className="hover:text-white" to={paths.imprint.getHref()} onClick={onNavigate}>{t("footer.imprint")}</Link>
          </footer>
        )}
      </div>
    </div>
  );
}
