// DELETE /api/reference-videos/:id: the video, its frames and its signature (an unfinished upload too).
import { referenceRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { callApi } from "@/lib/api-client";
import { refreshReferenceMedia } from "./get-reference-videos";

export const deleteReferenceVideo = ({ id }: { id: string }) => callApi(referenceRoutes.deleteVideo, { params: { id } });

export function useDeleteReferenceVideo() {
  const { t } = useTranslation("scans");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReferenceVideo,
    onSuccess: async () => {
      toast.success(t("references.video.deleted"));
      await refreshReferenceMedia(queryClient);
    },
    onError: (error) => void toast.error(error.message || t("errors.generic")),
  });
}
