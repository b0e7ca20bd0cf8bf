// Says once, as a toast, that the authentication state could not be initialised (spec §8).
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useAuthSession } from "@/lib/auth-session";

export function AuthInitError() {
  const { t } = useTranslation("common");
  const { error } = useAuthSession();
  useEffect(() => {
    if (error === "init_failed") toast.error(t("authInitFailed"), { id: "auth-init-failed" });
  }, [error, t]);
  return null;
}
