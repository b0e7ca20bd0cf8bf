// The shell's badge, plan label and Upgrade button read the profile (/api/me); when a check reports
// another tier than the profile shows, the profile is reloaded once for that tier.
import { useQueryClient } from "@tanstack/react-query";
import { subscriptionTiers } from "@unleak/contracts";
import { useEffect, useRef } from "react";
import { currentUserQueryKey } from "@/lib/current-user";
import type { SubscriptionCheck } from "../api/check-subscription";

export function useProfileTierSync(check: SubscriptionCheck | undefined, profileTier: string | null) {
  const queryClient = useQueryClient();
  const reloadedFor = useRef<string | null>(null);
  const checkedTier = check && check.failure === null ? check.subscriptionTier : null;

  useEffect(() => {
    // "top" and "admin" are not profile tiers the badge could compare with.
    if (!checkedTier || checkedTier === "admin" || !(subscriptionTiers as readonly string[]).includes(checkedTier)) return;
    if (checkedTier === (profileTier ?? "standard") || reloadedFor.current === checkedTier) return;
    reloadedFor.current = checkedTier;
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [checkedTier, profileTier, queryClient]);
}
