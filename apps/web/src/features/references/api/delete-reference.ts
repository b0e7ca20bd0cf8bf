// DELETE /api/references/:id.
import { referenceRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { callApi } from "@/lib/api-client";
import { referencesQueryKey } from "./get-references";

export const deleteReference = ({ id }: { id: string }) => callApi(referenceRoutes.delete, { params: { id } });

export function useDeleteReference() {
  const { t } = useTranslation("scans");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReference,
    onSuccess: () => {
      toast.success(t("references.deleted"));
      return queryClient.invalidateQueries({ queryKey: referencesQueryKey });
    },
    onError: (error) => void toast.error(error.message || t("errors.generic")),
  });
}
