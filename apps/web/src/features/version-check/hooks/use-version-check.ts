// Polls the deployed version every 30 minutes and when the tab becomes visible; a new one
// brings up the "new version" toast whose action clears caches and reloads.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { UPDATE_TOAST_DURATION_MS, VERSION_POLL_INTERVAL_MS } from "@/config/constants";
import { getDeployedVersion } from "../api/get-version";

const UPDATE_TOAST_ID = "new-version";

export async function clearCachesAndReloadApp(): Promise<void> {
  try {
    if ("caches" in window) {
      const keys = await window.caches.keys();
      await Promise.all(keys.map((key) => window.caches.delete(key)));
    }
  } finally {
    window.location.reload();
  }
}

export function useVersionCheck(): void {
  const { i18n } = useTranslation("common");

  useEffect(() => {
    let known: string | null = null;
    let notified = false;
    let cancelled = false;

    const check = async () => {
      const deployed = await getDeployedVersion();
      if (cancelled || deployed.fallback) return;
      if (known === null) {
        known = deployed.version;
        return;
      }
      if (deployed.version === known || notified) return;
      notified = true;
      // Read the texts when the toast shows, in the language chosen by then.
      const t = i18n.getFixedT(null, "common");
      toast(t("update.title"), {
        id: UPDATE_TOAST_ID,
        description: t("update.description"),
        duration: UPDATE_TOAST_DURATION_MS,
        action: { label: t("update.action"), onClick: () => void clearCachesAndReloadApp() },
        onDismiss: () => {
          notified = false;
        },
        onAutoClose: () => {
          notified = false;
        },
      });
    };

    const onVisibility = () => {
      if (document.visibilityState === "visible") void check();
    };

    void check();
    const timer = window.setInterval(() => void check(), VERSION_POLL_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [i18n]);
}
