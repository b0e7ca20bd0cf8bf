// PUT /api/official-links from the account page: all links replaced by the filled selections.
import { type PlatformSelection, profileRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { filledSelections } from "@/lib/platform-selections";
import { profileQueryKey } from "./get-profile";

export const updateOfficialLinks = ({ selections }: { selections: PlatformSelection[] }) =>
  callApi(profileRoutes.replaceOfficialLinks, { body: { selections: filledSelections(selections) } });

export function useUpdateOfficialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfficialLinks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
