// Opens the external live-chat link in a new tab, optionally with a prefilled message;
// without a configured link it explains that chat is not available.
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSupportChatUrl } from "@/lib/app-config";

export function withPrefilledMessage(url: string, message?: string): string {
  if (!message) return url;
  const separator = url.includes("?") ? "&" : "?";
  return `${url}${separator}message=${encodeURIComponent(message)}`;
}

export function useOpenSupportChat() {
  const { t } = useTranslation("shell");
  const chatUrl = useSupportChatUrl();

  return useCallback(
    (message?: string) => {
      if (!chatUrl) {
        toast.error(t("support.notConfiguredTitle"), { description: t("support.notConfiguredDescription") });
        return;
      }
      window.open(withPrefilledMessage(chatUrl, message), "_blank", "noopener,noreferrer");
    },
    [chatUrl, t],
  );
}
