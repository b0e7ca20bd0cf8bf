// The agency area's frame (spec §2.1 "Agency area (one page component)", issue 17): the agency's
// name and the member's role, the area's navigation, and the current section beside it.
import type { AgencyRole } from "@unleak/contracts";
import { BarChart3, Building2, CreditCard, LayoutGrid, Settings, UserPlus, Users } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

type Icon = ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
type SectionKey = "overview" | "creators" | "addCreator" | "analytics" | "billing" | "settings";

const sections: Array<{ key: SectionKey; to: string; icon: Icon }> = [
  { key: "overview", to: paths.agency.root.getHref(), icon: LayoutGrid },
  { key: "creators", to: paths.agency.creators.getHref(), icon: Users },
  { key: "addCreator", to: paths.agency.addCreator.getHref(), icon: UserPlus },
  { key: "analytics", to: paths.agency.analytics.getHref(), icon: BarChart3 },
  { key: "billing", to: paths.agency.billing.getHref(), icon: CreditCard },
  { key: "settings", to: paths.agency.settings.getHref(), icon: Settings },
];

/** A creator's page (/agency/creator/{id}) belongs to Creators. */
const creatorPage = paths.agency.creator.getHref("");

export function AgencyLayout({ agency, children }: { agency: { name: string; role: AgencyRole }; children: ReactNode }) {
  const { t } = useTranslation("agency");
  const { pathname } = useLocation();
  const item = (key: SectionKey) => ({ isActive }: { isActive: boolean }) =>
    cn(
      "flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-muted",
      (isActive || (key === "creators" && pathname.startsWith(creatorPage))) && "bg-muted font-medium text-foreground",
    );
  return (
    <div className="flex w-full min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <Building2 aria-hidden className="size-6 shrink-0 text-primary" />
        <h1 className="min-w-0 break-words text-2xl font-semibold tracking-tight sm:text-3xl">{agency.name}</h1>
        <Badge variant="outline">{t("shell.yourRole", { role: t(`roles.${agency.role}`) })}</Badge>
      </header>
      <div className="flex w-full min-w-0 flex-col gap-6 lg:flex-row">
        <nav aria-label={t("shell.nav")} className="shrink-0 lg:w-56">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:grid lg:overflow-visible lg:pb-0">
            {sections.map(({ key, to, icon: SectionIcon }) => (
              <li key={key}>
                <NavLink to={to} end={key === "overview"} className={item(key)}>
                  <SectionIcon aria-hidden className="size-4 shrink-0" />
                  {t(`shell.sections.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
