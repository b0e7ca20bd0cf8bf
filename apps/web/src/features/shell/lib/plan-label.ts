// Plan names shown in the shell (spec §2.2): the welcome block's label and the header badge.
import { type SubscriptionTier, subscriptionTiers } from "@unleak/contracts";

/** Welcome block label: admin → "Admin", another tier → first letter capitalised, none → "Standard". */
export function planLabel(tier: string | null | undefined): string {
  const value = tier?.trim();
  if (!value) return "Standard";
  if (value.toLowerCase() === "admin") return "Admin";
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export type TierBadgeKey = SubscriptionTier;

/** Header badge: Standard, Basic, Creator Pro, Elite (and Admin); "top" (paid, spec §5) reads as Elite; unknown or empty → Standard. */
export function tierBadgeKey(tier: string | null | undefined): TierBadgeKey {
  if (tier === "top") return "elite";
  return (subscriptionTiers as readonly (string | null | undefined)[]).includes(tier) ? (tier as SubscriptionTier) : "standard";
}

/** The highest plan has nothing to upgrade to: the sidebar hides Upgrade Plan (spec §2.2). */
export function hasHighestPlan(tier: string | null | undefined): boolean {
  return tierBadgeKey(tier) === "elite";
}
