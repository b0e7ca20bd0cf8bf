// Back from the provider's checkout (?checkout=success|cancelled): the webhook that sets the plan
// may arrive a moment after the browser, so a success re-checks every 1.5 s for up to 30 s until
// the plan shows, and refreshes the profile (header badge, plan label). The parameter is removed.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { currentUserQueryKey } from "@/lib/current-user";
import { checkSubscription, subscriptionQueryKey } from "../api/check-subscription";
import { currentPlan } from "../lib/plans";

export const ACTIVATION_POLL_MS = 1_500;
export const ACTIVATION_LIMIT_MS = 30_000;

export type CheckoutOutcome = "activating" | "activated" | "delayed" | "cancelled";

export function useCheckoutReturn() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null);
  const returned = search.get("checkout");
  const [seen, setSeen] = useState<string | null>(null);
  if (returned !== seen) {
    setSeen(returned);
    if (returned === "success" || returned === "cancelled") setOutcome(returned === "success" ? "activating" : "cancelled");
  }

  useEffect(() => {
    if (returned !== "success" && returned !== "cancelled") return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("checkout");
        return next;
      },
      { replace: true },
    );
  }, [returned, setSearch]);

  useEffect(() => {
    if (outcome !== "activating") return;
    let stopped = false;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const check = await checkSubscription({ forceRefresh: true });
      if (stopped) return;
      await queryClient.cancelQueries({ queryKey: subscriptionQueryKey });
      queryClient.setQueryData(subscriptionQueryKey, check);
      if (check.failure === null && (check.subscribed || currentPlan(check) !== null)) {
        setOutcome("activated");
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        return;
      }
      if (Date.now() - startedAt + ACTIVATION_POLL_MS > ACTIVATION_LIMIT_MS) return setOutcome("delayed");
      timer = setTimeout(() => void poll(), ACTIVATION_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [outcome, queryClient]);

  return { outcome, dismiss: () => setOutcome(null) };
}
