// PATCH /api/profile: the personal details; the answer replaces the cached profile.
import type { ProfileUpdate } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { profileQueryKey, type AccountProfile } from "./get-profile";

export const updateProfile = (changes: ProfileUpdate): Promise<AccountProfile> => api.patch<AccountProfile>("/api/profile", changes);

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
