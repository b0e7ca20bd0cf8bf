// A scan that could not start or failed: the spec's message, with a call to register at the limit.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { ScanErrorKey } from "../lib/scan-error";

export function ScanErrorAlert({ messageKey }: { messageKey: ScanErrorKey }) {
  const { t } = useTranslation("scans");
  return (
    <Alert variant="destructive" data-testid="scan-error" className="flex flex-wrap items-center justify-between gap-3">
      <span>{t(messageKey)}</span>
      {messageKey === "errors.limitReached" && (
        <Button asChild size="sm">
          <Link to={paths.onboarding.getHref()}>{t("errors.register")}</Link>
        </Button>
      )}
    </Alert>
  );
}
