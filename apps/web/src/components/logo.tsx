// The Unleak mark and word; links to the marketing site.
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

export function Logo({ className, showWord = true }: { className?: string; showWord?: boolean }) {
  const { t } = useTranslation("common");
  return (
    <Link
      to={paths.root.getHref()}
      aria-label={t("logoLabel")}
      className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <ShieldCheck aria-hidden="true" className="size-5" />
      </span>
      {showWord ? <span className="hidden text-lg sm:inline">{t("appName")}</span> : null}
    </Link>
  );
}
