// The three plans of onboarding step 4 (spec §9): monthly EUR prices and their feature lists.
import type { plans } from "@unleak/contracts";

export type PlanId = (typeof plans)[number];

export const planCards = [
  { id: "starter", price: 99, popular: false, features: ["scans", "names", "removals", "dashboard", "report"] },
  { id: "pro", price: 199, popular: true, features: ["scans", "names", "removals", "engines", "statistics", "report"] },
  { id: "elite", price: 349, popular: false, features: ["scans", "names", "removals", "deepfakes", "impersonators", "statistics", "report"] },
] as const satisfies ReadonlyArray<{ id: PlanId; price: number; popular: boolean; features: readonly string[] }>;

export type PlanCard = (typeof planCards)[number];
