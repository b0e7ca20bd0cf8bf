// PUT /api/official-links: replaces all the creator's links with the filled selections.
import type { PlatformSelection } from "@unleak/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { filledSelections } from "@/lib/platform-selections";

export type SavedLinks = { links: { platform: string; url: string }[] };

export const saveOfficialLinks = ({ selections }: { selections: PlatformSelection[] }): Promise<SavedLinks> =>
  api.put<SavedLinks>("/api/official-links", { selections: filledSelections(selections) });

export function useSaveOfficialLinks() {
  return useMutation({ mutationFn: saveOfficialLinks });
}
