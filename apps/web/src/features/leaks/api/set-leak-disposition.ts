// PATCH /api/leaks/:id { disposition }: the creator's verdict whitelists the leak's URL; the toast
// offers to undo it at once (the Whitelisted filter keeps a way back later).
import { type LeakDisposition, leakRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { callApi } from "@/lib/api-client";
import { invalidateLeakViews, restoreLeak } from "./restore-leak";

export const setLeakDisposition = ({ id, disposition }: { id: string; disposition: LeakDisposition }) => callApi(leakRoutes.judge, { params: { id }, body: { disposition } });

export function useSetLeakDisposition({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { t } = useTranslation("scans");
  const queryClient = useQueryClient();
  // The page that asked may be gone when the toast's undo is clicked: no hook state is used there.
  const undo = async (id: string) => {
    try {
      await restoreLeak({ id });
      toast.success(t("leak.restored"));
    } catch (error) {
      toast.error((error as Error).message || t("errors.generic"));
    }
    await invalidateLeakViews(queryClient);
  };
  return useMutation({
    mutationFn: setLeakDisposition,
    onSuccess: async ({ id }) => {
      toast.success(t("leak.dispositionSaved"), { action: { label: t("leak.undo"), onClick: () => void undo(id) } });
      await invalidateLeakViews(queryClient);
      onSuccess?.();
    },
    onError: (error) => void toast.error(error.message || t("errors.generic")),
  });
}
