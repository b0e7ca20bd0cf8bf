// Whether exact and high picture matches are filed without asking, with the way to change it.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";

export function AutoFilingState({ on }: { on: boolean }) {
  const { t } = useTranslation("takedowns");
  return (
    <p className="text-sm text-muted-foreground" data-testid="auto-filing-state" data-on={on}>
      {on ? t("auto.on") : t("auto.off")}{" "}
      <Link to={paths.app.settings.getHref()} className="text-primary underline">
        {t("auto.change")}
      </Link>
    </p>
  );
}
