// PUT /api/profile/niches and /api/profile/stage-names: each list replaced as a whole.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileQueryKey, type AccountProfile } from "./get-profile";

export type ProfileList = "niches" | "stageNames";

export const updateProfileList = ({ list, values }: { list: ProfileList; values: string[] }): Promise<AccountProfile> =>
  list === "niches"
    ? api.put<AccountProfile>("/api/profile/niches", { niches: values })
    : api.put<AccountProfile>("/api/profile/stage-names", { names: values });

export function useUpdateProfileList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileList,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
