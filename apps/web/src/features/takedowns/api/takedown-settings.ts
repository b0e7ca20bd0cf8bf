// The creator's takedown settings (automatic filing, e-mail alerts): read, and turned on or off.
import { takedownRoutes, type TakedownSettings, type TakedownSettingsChange } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { removalCandidatesQueryKey } from "./removal-requests";

export const takedownSettingsQueryKey = ["takedown-settings"] as const;

export const getTakedownSettings = () => callApi(takedownRoutes.settings);
export const takedownSettingsQueryOptions = () => queryOptions({ queryKey: takedownSettingsQueryKey, queryFn: getTakedownSettings });

export function useTakedownSettings() {
  return useQuery(takedownSettingsQueryOptions());
}

export const updateTakedownSettings = (body: TakedownSettingsChange) => callApi(takedownRoutes.updateSettings, { body });

export function useUpdateTakedownSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTakedownSettings,
    onSuccess: async (settings: TakedownSettings) => {
      queryClient.setQueryData(takedownSettingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: removalCandidatesQueryKey });
    },
  });
}
