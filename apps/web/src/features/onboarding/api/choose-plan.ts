// PUT /api/onboarding/plan: records the plan chosen in step 4 (payment comes later).
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PlanId } from "../lib/plans";

export const choosePlan = ({ plan }: { plan: PlanId | null }): Promise<{ plan: PlanId | null }> =>
  api.put<{ plan: PlanId | null }>("/api/onboarding/plan", { plan });

export function useChoosePlan() {
  return useMutation({ mutationFn: choosePlan });
}
