// The sidebar's body, shared by the desktop sidebar and the mobile drawer: the spec's items (§2.2)
// plus the pages that work today (leaks, the full scan with reference media, the leak crawler, fake
// profiles and the reverse image finder, removal requests and their notices);
// pages a later release builds show disabled with "Coming soon" instead of leading nowhere.
// Upgrade Plan leads to /subscription-plans, except for the highest plan.
import { Building2, FileSignature, FileText, HelpCircle, Images, LayoutDashboard, LifeBuoy, Mail, Radar, ScanSearch, Send, Settings, ShieldAlert, Siren, Sparkles, UserX, Wrench } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useOpenSupportChat } from "@/hooks/use-open-support-chat";
import { useSupportEmail } from "@/lib/app-config";
import { hasHighestPlan } from "../lib/plan-label";
import type { ShellUser } from "../lib/shell-user";
import { AccountGroup } from "./account-group";
import { NavAnchorItem, NavButtonItem, NavComingSoonItem, NavLinkItem } from "./nav-link-item";
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
  const supportEmail = useSupportEmail();
  const link = (to: string, icon: typeof LayoutDashboard, label: string) => (
    <NavLinkItem to={to} icon={icon} label={label} collapsed={collapsed} onNavigate={onNavigate} />
  );

  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto overflow-x-hidden px-3 py-4">
      {user ? <WelcomeBlock user={user} collapsed={collapsed} /> : null}

      <nav aria-label={t("nav.label")} className="grid gap-1">
        {user?.agencyName ? (
          // An agency member works in the agency area (spec §6); the creator pages would only send them back.
          <>
            {link(paths.agency.root.getHref(), Building2, t("nav.agency"))}
            {link(paths.app.settings.getHref(), Settings, t("nav.settings"))}
          </>
        ) : (
          <>
            {link(paths.app.dashboard.getHref(), LayoutDashboard, t("nav.dashboard"))}
            {link(paths.app.leaks.getHref(), Siren, t("nav.leaks"))}
            {link(paths.fullReport.getHref(), ScanSearch, t("nav.fullScan"))}
            {link(paths.app.leakCrawler.getHref(), Radar, t("nav.leakCrawler"))}
            {link(paths.app.fakeProfiles.getHref(), UserX, t("nav.fakeProfiles"))}
            {link(paths.app.reverseImageFinder.getHref(), Images, t("nav.reverseImageFinder"))}
            <AccountGroup collapsed={collapsed} onExpandSidebar={onExpand} onNavigate={onNavigate} />
            {link(paths.app.authorisation.getHref(), FileSignature, t("nav.authorization"))}
            {link(paths.app.requestRemoval.getHref(), Send, t("nav.requestRemoval"))}
            {link(paths.app.notices.getHref(), FileText, t("nav.notices"))}
            <NavComingSoonItem icon={Wrench} label={t("nav.tools")} collapsed={collapsed} />
            {link(paths.app.faq.getHref(), HelpCircle, t("nav.faq"))}
          </>
        )}
        {user?.isAdmin ? link(paths.app.admin.getHref(), ShieldAlert, t("nav.adminPanel")) : null}
        <NavButtonItem icon={LifeBuoy} label={t("nav.helpSupport")} collapsed={collapsed} onClick={() => openSupportChat()} />
        {supportEmail ? (
          <NavAnchorItem href={`mailto:${supportEmail}`} icon={Mail} label={t("nav.emailSupport")} title={supportEmail} collapsed={collapsed} />
        ) : null}
      </nav>

      <div className="mt-auto grid gap-4">
        {hasHighestPlan(user?.tier) || user?.agencyName ? null : link(paths.app.subscriptionPlans.getHref(), Sparkles, t("nav.upgradePlan"))}
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
