// The plans offered on /subscription-plans (spec §9): price and tier from the contracts' catalogue,
// the names and feature texts are onboarding step 4's (namespace "onboarding", keys plans.<id>).
import { type CheckedTier, planCatalog, type plans, type SubscriptionStatus } from "@unleak/contracts";

export type PlanId = (typeof plans)[number];

export const planIds = Object.keys(planCatalog) as PlanId[];

export const popularPlan: PlanId = "pro";

const planOfTier: Partial<Record<CheckedTier, PlanId>> = { basic: "starter", pro: "pro", elite: "elite", top: "elite" };

/** Provider states in which a subscription still holds its plan (past_due: a failed renewal in its grace period). */
const holdingStates = ["active", "trialing", "past_due"];

/** The plan the user holds: the provider's while it runs, or the one their tier stands for. */
export function currentPlan(status: Pick<SubscriptionStatus, "plan" | "status" | "subscriptionTier"> | undefined): PlanId | null {
  if (!status) return null;
  if (status.plan && status.status && holdingStates.includes(status.status)) return status.plan;
  return planOfTier[status.subscriptionTier] ?? null;
}

/** Moving from one plan to another is an upgrade when it costs more each month. */
export function planChange(from: PlanId, to: PlanId): "upgrade" | "downgrade" {
  return planCatalog[to].monthlyPriceEur > planCatalog[from].monthlyPriceEur ? "upgrade" : "downgrade";
}
