// Interface language picker; i18n persists the choice and updates <html lang>.
import { languages } from "@unleak/i18n";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { isLanguage } from "@/lib/i18n";

export function LanguageSwitcher({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation("common");
  return (
    <div className={cn("relative inline-flex items-center", className)}>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" />
      <select
        aria-label={t("language.label")}
        data-testid="language-switcher"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
        className={cn(
          "h-9 appearance-none rounded-md border pl-8 pr-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          tone === "dark" ? "border-sidebar-border bg-sidebar-accent text-white" : "border-input bg-card",
        )}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`language.names.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
