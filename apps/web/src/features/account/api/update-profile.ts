// PATCH /api/profile: the personal details; the answer replaces the cached profile.
import { profileRoutes, type ProfileUpdate } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { profileQueryKey } from "./get-profile";

export const updateProfile = (changes: ProfileUpdate) => callApi(profileRoutes.update, { body: changes });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The shell's welcome block shows the first name.
      return queryClient.invalidateQueries({ queryKey: ["me"] });
    },
  });
}
