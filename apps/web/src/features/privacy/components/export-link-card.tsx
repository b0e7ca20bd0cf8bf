// On /settings: the way to the data export page (issue 19).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function ExportLinkCard({ href }: { href: string }) {
  const { t } = useTranslation("privacy");
  return (
    <Card className="min-w-0 wrap-anywhere" data-testid="settings-export">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t("export.settingsLink")}</CardTitle>
          <CardDescription>{t("export.settingsLinkDescription")}</CardDescription>
        </div>
        <Button asChild variant="outline">
          <Link to={href}>{t("export.title")}</Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
