// Onboarding's top bar: logo, "(step/4)" with a progress bar, language and the close button that
// skips to the destination.
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";

type ProgressHeaderProps = { step: number; total: number; onClose: () => void };

export function ProgressHeader({ step, total, onClose }: ProgressHeaderProps) {
  const { t } = useTranslation("onboarding");
  return (
    <header className="sticky top-0 z-30 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
        <Logo className="hidden sm:flex" />
        <p className="text-sm font-medium text-muted-foreground" data-testid="onboarding-progress">
          {t("progress", { step, total })}
        </p>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={t("close")} data-testid="onboarding-close">
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t("progressLabel")}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        className="h-1 bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </header>
  );
}
