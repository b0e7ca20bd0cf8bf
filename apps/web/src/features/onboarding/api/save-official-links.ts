// PUT /api/official-links: replaces all the creator's links with the filled selections.
import { type PlatformSelection, profileRoutes } from "@unleak/contracts";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { filledSelections } from "@/lib/platform-selections";

export const saveOfficialLinks = ({ selections }: { selections: PlatformSelection[] }) =>
  callApi(profileRoutes.replaceOfficialLinks, { body: { selections: filledSelections(selections) } });

export function useSaveOfficialLinks() {
  return useMutation({ mutationFn: saveOfficialLinks });
}
