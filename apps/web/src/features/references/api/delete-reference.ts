// DELETE /api/references/:id: a picture, or a frame dropped from a video's filmstrip.
import { referenceRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { callApi } from "@/lib/api-client";
import { refreshReferenceMedia } from "./get-reference-videos";

export const deleteReference = ({ id }: { id: string }) => callApi(referenceRoutes.delete, { params: { id } });

export function useDeleteReference() {
  const { t } = useTranslation("scans");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReference,
    onSuccess: async () => {
      toast.success(t("references.deleted"));
      await refreshReferenceMedia(queryClient);
    },
    onError: (error) => void toast.error(error.message || t("errors.generic")),
  });
}
