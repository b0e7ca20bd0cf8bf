// The Unleak mark and word; links to the marketing site (the server's MARKETING_URL, else the
// public landing page).
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useAppConfig } from "@/lib/app-config";
import { cn } from "@/lib/cn";

export function Logo({ className, showWord = true }: { className?: string; showWord?: boolean }) {
  const { t } = useTranslation("common");
  const marketingUrl = useAppConfig().data?.marketingUrl ?? null;
  const linkClass = cn("inline-flex items-center gap-2 font-semibold tracking-tight", className);
  const content = (
    <>
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <ShieldCheck aria-hidden="true" className="size-5" />
      </span>
      {showWord ? <span className="hidden text-lg sm:inline">{t("appName")}</span> : null}
    </>
  );
  return marketingUrl ? (
    <a href={marketingUrl} aria-label={t("logoLabel")} className={linkClass} data-testid="logo">
      {content}
    </a>
  ) : (
    <Link to={paths.home.getHref()} aria-label={t("logoLabel")} className={linkClass} data-testid="logo">
      {content}
    </Link>
  );
}
