// POST /api/leaks/:id/restore: undoes the creator's verdict; the leak is listed and reported again.
import { leakRoutes } from "@unleak/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { callApi } from "@/lib/api-client";
import { leaksQueryKey } from "./get-leaks";

export const restoreLeak = ({ id }: { id: string }) => callApi(leakRoutes.restore, { params: { id } });

/** A verdict changes every cached leak view and the dashboard's counts. */
export const invalidateLeakViews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === leaksQueryKey[0] || query.queryKey[0] === "dashboard" });

export function useRestoreLeak() {
  const { t } = useTranslation("scans");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLeak,
    onSuccess: async () => {
      toast.success(t("leak.restored"));
      await invalidateLeakViews(queryClient);
    },
    onError: (error) => void toast.error(error.message || t("errors.generic")),
  });
}
