// The plans page's two ways to the payment provider: checkout for a plan, the portal for the
// subscription. A refusal becomes a message; "already subscribed" offers the portal instead.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { useOpenPortal } from "../api/open-portal";
import { useStartCheckout } from "../api/start-checkout";
import type { PlanId } from "../lib/plans";

export function useBillingActions() {
  const { t } = useTranslation("subscription");
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const [alreadySubscribed, setAlreadySubscribed] = useState(false);

  const explain = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : null;
    if (code === "ALREADY_SUBSCRIBED") return setAlreadySubscribed(true);
    if (code === "PAYMENTS_UNAVAILABLE") return void toast.error(t("checkout.unavailable"));
    if (code === "NO_SUBSCRIPTION") return void toast.error(t("checkout.noSubscription"));
    toast.error(t("checkout.failed"));
  };

  return {
    pending: checkout.isPending || portal.isPending,
    alreadySubscribed,
    choose: (plan: PlanId) => checkout.mutate({ plan, returnTo: "plans" }, { onError: explain }),
    manage: () => portal.mutate({ returnTo: "plans" }, { onError: explain }),
  };
}
