// POST /api/fake-profiles/:id/report: filed with the platform as her agent ("reported", a takedown
// case follows), or prepared for her to file herself ("self_report"). 403 AUTHORISATION_REQUIRED
// while her letter or identity is missing.
import { fakeProfileRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { fakeProfilesQueryKey } from "./get-fake-profiles";

export const reportFakeProfile = ({ id }: { id: string }) => callApi(fakeProfileRoutes.report, { params: { id } });

export function useReportFakeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportFakeProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fakeProfilesQueryKey }),
  });
}
