// POST /api/fake-profiles/check: look for fake profiles now. The list then reports the check as
// running and polls until it ends; a check already running answers 409 with the server's message.
import { fakeProfileRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { fakeProfileListQueryKey } from "./get-fake-profiles";

export const checkFakeProfiles = () => callApi(fakeProfileRoutes.check);

export function useCheckFakeProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkFakeProfiles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fakeProfileListQueryKey }),
  });
}
