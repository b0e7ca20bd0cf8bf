// PUT /api/onboarding/plan: records the plan chosen in step 4 (payment comes later).
import { useMutation } from "@tanstack/react-query";
import { profileRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import type { PlanId } from "../lib/plans";

export const choosePlan = ({ plan }: { plan: PlanId | null }) => callApi(profileRoutes.choosePlan, { body: { plan } });

export function useChoosePlan() {
  return useMutation({ mutationFn: choosePlan });
}
