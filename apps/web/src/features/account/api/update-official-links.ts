// PUT /api/official-links from the account page: all links replaced by the filled selections.
import type { PlatformSelection } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { filledSelections } from "@/lib/platform-selections";
import { profileQueryKey } from "./get-profile";

export const updateOfficialLinks = ({ selections }: { selections: PlatformSelection[] }) =>
  api.put<{ links: { platform: string; url: string }[] }>("/api/official-links", { selections: filledSelections(selections) });

export function useUpdateOfficialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOfficialLinks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
