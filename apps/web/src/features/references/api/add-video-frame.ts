// POST /api/reference-videos/:id/frames: keeps the frame at a time of the video as a reference
// (one the sampling left out). The server's refusals (not ready, taken already, past the end,
// quota) come back translated.
import { referenceRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { callApi } from "@/lib/api-client";
import { refreshReferenceMedia } from "./get-reference-videos";

export const addVideoFrame = ({ id, timeMs }: { id: string; timeMs: number }) => callApi(referenceRoutes.addFrame, { params: { id }, body: { timeMs } });

export function useAddVideoFrame() {
  const { t } = useTranslation("scans");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVideoFrame,
    onSuccess: async () => {
      toast.success(t("references.video.frameAdded"));
      await refreshReferenceMedia(queryClient);
    },
  });
}
