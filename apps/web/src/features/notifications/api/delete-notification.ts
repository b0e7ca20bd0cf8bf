// Deletes one notification, with the spec's success and failure toasts (§8).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { notificationRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import { notificationsQueryKey } from "./get-notifications";

export const deleteNotification = ({ id }: { id: string }) => callApi(notificationRoutes.delete, { params: { id } });

export function useDeleteNotification() {
  const { t } = useTranslation("shell");
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: () => {
      toast.success(t("notifications.deleted"));
      return queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
    onError: () => {
      toast.error(t("notifications.deleteFailed"));
    },
  });
}
