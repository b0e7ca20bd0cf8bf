// Opens the external live-chat link in a new tab, optionally with a prefilled message; without a
// configured link it explains that chat is not available and offers the support address, if any.
import { createElement, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSupportChatUrl, useSupportEmail } from "@/lib/app-config";

export function withPrefilledMessage(url: string, message?: string): string {
  if (!message) return url;
  const separator = url.includes("?") ? "&" : "?";
  return `${url}${separator}message=${encodeURIComponent(message)}`;
}

export function useOpenSupportChat() {
  const { t } = useTranslation("shell");
  const chatUrl = useSupportChatUrl();
  const supportEmail = useSupportEmail();

  return useCallback(
    (message?: string) => {
      if (!chatUrl) {
        const mailto = supportEmail ? createElement("a", { href: `mailto:${supportEmail}`, className: "underline" }, t("support.emailUs", { email: supportEmail })) : null;
        toast.error(t("support.notConfiguredTitle"), { description: mailto ?? t("support.notConfiguredDescription") });
        return;
      }
      window.open(withPrefilledMessage(chatUrl, message), "_blank", "noopener,noreferrer");
    },
    [chatUrl, supportEmail, t],
  );
}
