// The upsell for unpaid users (spec §2.3): what stays unwatched without a plan (with the real count
// of monitored sites once known), the way to the plans, and the ways out. Radix Dialog gives the
// focus trap, Escape and the backdrop dismissal.
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePublicStats } from "@/lib/public-stats";
import type { SubscriptionCheck } from "../api/check-subscription";

type SubscriptionModalProps = {
  open: boolean;
  check: SubscriptionCheck;
  refreshing: boolean;
  /** Close button, backdrop or Escape: gone for this page. */
  onClose: () => void;
  /** "Continue without protection": gone for the browser session. */
  onContinue: () => void;
  onRefresh: () => void;
};

export function SubscriptionModal({ open, check, refreshing, onClose, onContinue, onRefresh }: SubscriptionModalProps) {
  const { t } = useTranslation("subscription");
  const sites = usePublicStats().data?.sites;
  const renew = check.hadSubscription;
  const body = renew
    ? sites === undefined ? t("modal.bodyRenewWithoutFigure") : t("modal.bodyRenew", { sites })
    : sites === undefined ? t("modal.bodyWithoutFigure") : t("modal.body", { sites });

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="subscription-modal-backdrop" className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="subscription-modal"
          aria-modal="true"
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-card p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Close asChild>
            <button type="button" aria-label={t("modal.close")} className="absolute top-3 right-3 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <X aria-hidden="true" className="size-4" />
            </button>
          </Dialog.Close>
          <Dialog.Title className="pr-6 text-lg font-semibold">{renew ? t("modal.titleRenew") : t("modal.title")}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{body}</Dialog.Description>
          {check.failure ? <p className="text-sm text-muted-foreground" data-testid="subscription-check-failure">{t(`check.${check.failure}`)}</p> : null}
          <div className="grid gap-2">
            <Button asChild>
              <Link to={paths.app.subscriptionPlans.getHref()}>{renew ? t("modal.renew") : t("modal.viewPlans")}</Link>
            </Button>
            <Button variant="outline" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
              {t("modal.refresh")}
            </Button>
            <Button variant="ghost" onClick={onContinue}>
              {t("modal.continue")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
