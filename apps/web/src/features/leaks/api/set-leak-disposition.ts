// PATCH /api/leaks/:id { disposition }: the creator's verdict hides the leak and whitelists its URL.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { api } from "@/lib/api-client";
import type { LeakDisposition } from "./get-leak";
import { leaksQueryKey } from "./get-leaks";

export const setLeakDisposition = ({ id, disposition }: { id: string; disposition: LeakDisposition }) =>
  api.patch<{ id: string; disposition: LeakDisposition; status: "whitelisted" }>(`/api/leaks/${encodeURIComponent(id)}`, { disposition });

export function useSetLeakDisposition({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { t } = useTranslation("scans");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLeakDisposition,
    onSuccess: async () => {
      toast.success(t("leak.dispositionSaved"));
      // The dashboard counts leaks too; every cached leak view is stale now.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === leaksQueryKey[0] || query.queryKey[0] === "dashboard" });
      onSuccess?.();
    },
    onError: (error) => void toast.error(error.message || t("errors.generic")),
  });
}
