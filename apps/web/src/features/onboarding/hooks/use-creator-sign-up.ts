// Step 2's sign-up (spec §4, §8): with a session the creator is welcomed at once; without one
// (e-mail verification pending) the confirmation toast asks them to open the mail.
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { authClient } from "@/lib/auth-client";
import { authStore } from "@/lib/auth-session";

export type SignUpOutcome = "session" | "confirmation" | "failed";

type SignUpInput = { email: string; name: string; password: string; callbackURL: string };

const existingAccountCodes = ["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"];

export function useCreatorSignUp() {
  const { t } = useTranslation("auth");
  const [pending, setPending] = useState(false);

  const signUp = useCallback(
    async ({ email, name, password, callbackURL }: SignUpInput): Promise<SignUpOutcome> => {
      setPending(true);
      try {
        const { data, error } = await authClient.signUp.email({ email, name, password, callbackURL });
        if (error) {
          if (error.code && existingAccountCodes.includes(error.code)) {
            toast.error(t("register.existsTitle"), { description: t("register.existsDescription") });
          } else {
            toast.error(t("register.errorTitle"), { description: error.message ?? t("errors.generic") });
          }
          return "failed";
        }
        if (data?.token) {
          toast.success(t("register.welcomeTitle"), { description: t("register.welcomeDescription") });
          await authStore.refresh();
          return "session";
        }
        toast.success(t("register.confirmTitle"), { description: t("register.confirmDescription") });
        return "confirmation";
      } catch {
        toast.error(t("register.unexpectedTitle"), { description: t("errors.generic") });
        return "failed";
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  return { signUp, pending };
}
