// Shown instead of the admin panel to an administrator without two-factor (issue 16): every admin
// action needs it, and the server refuses them with TWO_FACTOR_REQUIRED until it is on.
import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";

export function TwoFactorRequired() {
  const { t } = useTranslation("admin");
  return (
    <Card className="max-w-xl" data-testid="admin-two-factor-required">
      <CardHeader>
        <span className="mb-2 grid size-10 place-items-center rounded-full bg-primary/10 text-primary">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <CardTitle>{t("twoFactor.title")}</CardTitle>
        <CardDescription>{t("twoFactor.description")}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{t("twoFactor.why")}</CardContent>
      <CardFooter>
        <Button asChild>
          <Link to={paths.app.settings.getHref()}>{t("twoFactor.openSettings")}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
