// PUT /api/profile/niches and /api/profile/stage-names: each list replaced as a whole.
import { profileRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { profileQueryKey } from "./get-profile";

export type ProfileList = "niches" | "stageNames";

export const updateProfileList = ({ list, values }: { list: ProfileList; values: string[] }) =>
  list === "niches" ? callApi(profileRoutes.replaceNiches, { body: { niches: values } }) : callApi(profileRoutes.replaceStageNames, { body: { names: values } });

export function useUpdateProfileList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileList,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
