// What became of a checkout the user just came back from: activating, active, slow, or cancelled.
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { CheckoutOutcome } from "../hooks/use-checkout-return";

export function CheckoutBanner({ outcome, onDismiss }: { outcome: CheckoutOutcome; onDismiss: () => void }) {
  const { t } = useTranslation("subscription");
  return (
    <Alert
      role="status"
      variant={outcome === "activated" ? "success" : "default"}
      className="mb-6 flex items-center justify-between gap-3"
      data-testid="checkout-banner"
    >
      <span className="flex items-center gap-2">
        {outcome === "activating" ? <Spinner className="size-4" /> : null}
        {t(`checkout.${outcome}`)}
      </span>
      {outcome === "activating" ? null : (
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t("checkout.dismiss")}
        </Button>
      )}
    </Alert>
  );
}
