// Public auth screens: a brand panel (large screens) beside a centred card with the form. The
// panel's figure is the real count of monitored sites (GET /api/stats), left out until it arrives.
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Logo } from "@/components/logo";
import { usePublicStats } from "@/lib/public-stats";

type AuthLayoutProps = { title: string; description?: string; children: ReactNode };

export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const { t } = useTranslation("auth");
  const stats = usePublicStats().data;
  const claims = [...(stats ? [t("brand.claims.sites", { sites: stats.sites })] : []), t("brand.claims.reports"), t("brand.claims.takedowns")];
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-sidebar p-10 text-white lg:flex lg:flex-col">
        <div className="pointer-events-none absolute -top-32 -left-32 size-96 rounded-full bg-primary/30 blur-3xl" />
        <Logo className="relative text-white" />
        <div className="relative mt-auto max-w-md">
          <h2 className="text-3xl font-semibold tracking-tight">{t("brand.headline")}</h2>
          <p className="mt-3 text-sidebar-foreground">{t("brand.subline")}</p>
          <ul className="mt-8 grid gap-3 text-sm">
            {claims.map((claim) => (
              <li key={claim} className="flex items-center gap-3">
                <span className="grid size-6 place-items-center rounded-full bg-primary/20 text-indigo-300">
                  <Check aria-hidden="true" className="size-3.5" />
                </span>
                {claim}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <div className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <Logo className="lg:invisible" />
          <LanguageSwitcher />
        </div>
        <main className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
            <div className="mt-8">{children}</div>
          </div>
        </main>
      </div>
    </div>
  );
}
