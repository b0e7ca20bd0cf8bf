// Interface language (stored in localStorage by i18n).
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "@/components/language-switcher";
import { SettingsCard } from "./settings-card";

export function LanguageCard() {
  const { t } = useTranslation("account");
  return (
    <SettingsCard title={t("settings.language.title")} description={t("settings.language.description")} testId="settings-language">
      <LanguageSwitcher className="justify-self-start" />
    </SettingsCard>
  );
}
