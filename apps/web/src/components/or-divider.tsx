// The "or" between a provider button and the e-mail form.
import { useTranslation } from "react-i18next";

export function OrDivider() {
  const { t } = useTranslation("auth");
  return (
    <div className="relative my-6 flex items-center">
      <span className="h-px flex-1 bg-border" />
      <span className="px-3 text-xs uppercase text-muted-foreground">{t("or")}</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
