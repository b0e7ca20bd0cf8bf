// POST /api/fake-profiles/:id/verdict: "not me" or "my own account". The profile is never shown
// again, so it leaves the lists at once; should the server refuse, the lists are put back.
import { type FakeProfilePage, type FakeProfileVerdict, fakeProfileRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { callApi } from "@/lib/api-client";
import { fakeProfileListQueryKey, fakeProfilesQueryKey } from "./get-fake-profiles";

export const judgeFakeProfile = ({ id, verdict }: { id: string; verdict: FakeProfileVerdict }) => callApi(fakeProfileRoutes.judge, { params: { id }, body: { verdict } });

const without = (id: string) => (page: FakeProfilePage | undefined) =>
  page && page.profiles.some((profile) => profile.id === id) ? { ...page, profiles: page.profiles.filter((profile) => profile.id !== id), total: page.total - 1 } : page;

export function useJudgeFakeProfile({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { t } = useTranslation("fakeProfiles");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: judgeFakeProfile,
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: fakeProfileListQueryKey });
      const before = queryClient.getQueriesData<FakeProfilePage>({ queryKey: fakeProfileListQueryKey });
      queryClient.setQueriesData<FakeProfilePage>({ queryKey: fakeProfileListQueryKey }, without(id));
      return { before };
    },
    onError: (error, _input, context) => {
      for (const [queryKey, page] of context?.before ?? []) queryClient.setQueryData(queryKey, page);
      toast.error(error.message || t("actions.failed"));
    },
    onSuccess: ({ status }) => {
      toast.success(status === "own_account" ? t("actions.judged.own_account") : t("actions.judged.not_me"));
      onSuccess?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fakeProfilesQueryKey }),
  });
}
