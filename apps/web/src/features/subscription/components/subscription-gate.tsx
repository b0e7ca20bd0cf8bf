// Mounted once in the authenticated shell: checks the subscription, shows the unpaid modal outside
// the exempt pages (spec §2.3, §5), follows a return from checkout, and forgets the check when the
// user signs out.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { subscriptionQueryKey, useRefreshSubscription, useSubscription } from "../api/check-subscription";
import { useCheckoutReturn } from "../hooks/use-checkout-return";
import { useProfileTierSync } from "../hooks/use-profile-tier-sync";
import { isModalExempt } from "../lib/exempt-paths";
import { dismissModalForSession, isModalDismissed } from "../lib/modal-dismissal";
import { currentPlan } from "../lib/plans";
import { CheckoutBanner } from "./checkout-banner";
import { SubscriptionModal } from "./subscription-modal";

type SubscriptionGateProps = {
  /** The signed-in account (e-mail or phone), or null for a visitor. */
  account: string | null;
  /** The tier the profile shows, to reload it when the check knows better. */
  profileTier: string | null;
};

export function SubscriptionGate({ account, profileTier }: SubscriptionGateProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!account) queryClient.removeQueries({ queryKey: subscriptionQueryKey });
  }, [account, queryClient]);
  return account ? <SignedInGate key={account} account={account} profileTier={profileTier} /> : null;
}

function SignedInGate({ account, profileTier }: { account: string; profileTier: string | null }) {
  const { t } = useTranslation("subscription");
  const { pathname } = useLocation();
  const subscription = useSubscription();
  const refresh = useRefreshSubscription();
  const checkout = useCheckoutReturn();
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const [continued, setContinued] = useState(() => isModalDismissed(account));
  useProfileTierSync(subscription.data, profileTier);

  const check = subscription.data;
  const exempt = isModalExempt(pathname);
  const unpaid = !!check && !check.subscribed && currentPlan(check) === null;
  const open = unpaid && !exempt && !continued && closedOn !== pathname && checkout.outcome !== "activating";

  return (
    <>
      {subscription.isPending && !exempt ? (
        <p role="status" className="mb-4 text-sm text-muted-foreground" data-testid="subscription-checking">
          {t("check.checking")}
        </p>
      ) : null}
      {checkout.outcome ? <CheckoutBanner outcome={checkout.outcome} onDismiss={checkout.dismiss} /> : null}
      {check ? (
        <SubscriptionModal
          open={open}
          check={check}
          refreshing={refresh.isPending}
          onClose={() => setClosedOn(pathname)}
          onContinue={() => {
            dismissModalForSession(account);
            setContinued(true);
          }}
          onRefresh={() => refresh.mutate()}
        />
      ) : null}
    </>
  );
}
