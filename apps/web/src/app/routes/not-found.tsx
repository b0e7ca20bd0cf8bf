// Catch-all page for unknown addresses.
import { Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function Component() {
  const { t } = useTranslation("common");
  return (
    <main className="relative grid min-h-screen place-items-center bg-background p-6 text-center">
      <LanguageSwitcher className="absolute top-4 right-4" />
      <div className="grid max-w-md justify-items-center gap-4" data-testid="not-found">
        <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
          <Compass aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="text-3xl font-semibold tracking-tight">{t("notFound.title")}</h1>
        <p className="text-muted-foreground">{t("notFound.description")}</p>
        <Button asChild>
          <Link to={paths.root.getHref()}>{t("notFound.home")}</Link>
        </Button>
      </div>
    </main>
  );
}
