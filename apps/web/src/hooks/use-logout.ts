// Signs out, forgets the cached user data and goes to /login, with the spec's toasts (§8).
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";
import { authStore } from "@/lib/auth-session";

export function useLogout() {
  const { t } = useTranslation("shell");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        toast.error(t("logout.errorTitle"), { description: t("logout.errorDescription") });
        return;
      }
      await authStore.refresh();
      queryClient.clear();
      toast.success(t("logout.successTitle"), { description: t("logout.successDescription") });
      await navigate(paths.auth.login.getHref(), { replace: true });
    } catch {
      toast.error(t("logout.errorTitle"), { description: t("logout.unexpectedDescription") });
    } finally {
      setPending(false);
    }
  }, [navigate, queryClient, t]);

  return { logout, pending };
}
