// The one sign-up of a creator, for /register and onboarding step 2 (spec §4, §8): with a session
// the creator is welcomed at once; without one (e-mail verification pending) the confirmation
// toast asks them to open the mail. A password the server refuses (too short, too common) is
// reported under the password field, in the server's words. A phone sign-up (ADR 022) sends an
// SMS code instead; the account exists once the code is entered (see PhoneCodeForm).
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { authClient } from "@/lib/auth-client";
import { captchaHeaders } from "@/lib/captcha";
import { authStore } from "@/lib/auth-session";
import { passwordRefusal } from "@/lib/password-refusal";

export type SignUpOutcome = "session" | "confirmation" | "code" | "failed";

/** `captcha`: the solved bot check, sent in the X-Captcha header the server requires. */
type SignUpInput = { email: string; name: string; password: string; callbackURL: string; captcha?: string | null };
type PhoneSignUpInput = { phoneNumber: string; name: string; password: string; captcha?: string | null };

export function useCreatorSignUp() {
  const { t } = useTranslation("auth");
  const [pending, setPending] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const refused = useCallback(
    (error: { code?: string; message?: string }): SignUpOutcome => {
      const refusal = passwordRefusal(error);
      if (refusal) setPasswordError(refusal);
      else toast.error(t("register.errorTitle"), { description: error.message ?? t("errors.generic") });
      return "failed";
    },
    [t],
  );

  /** Runs one sign-up attempt: busy while it runs, a fresh password error, a toast if the network fails. */
  const attempt = useCallback(
    async (send: () => Promise<SignUpOutcome>): Promise<SignUpOutcome> => {
      setPending(true);
      setPasswordError(null);
      try {
        return await send();
      } catch {
        toast.error(t("register.unexpectedTitle"), { description: t("errors.network") });
        return "failed";
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  const signUp = useCallback(
    ({ email, name, password, callbackURL, captcha }: SignUpInput): Promise<SignUpOutcome> =>
      attempt(async () => {
        const { data, error } = await authClient.signUp.email({ email, name, password, callbackURL, fetchOptions: { headers: captchaHeaders(captcha) } });
        if (error) return refused(error);
        if (data?.token) {
          toast.success(t("register.welcomeTitle"), { description: t("register.welcomeDescription") });
          await authStore.refresh();
          return "session";
        }
        toast.success(t("register.confirmTitle"), { description: t("register.confirmDescription") });
        return "confirmation";
      }),
    [t, attempt, refused],
  );

  /** Same answer whether or not the number has an account: "code" means an SMS is on its way. */
  const signUpWithPhone = useCallback(
    ({ phoneNumber, name, password, captcha }: PhoneSignUpInput): Promise<SignUpOutcome> =>
      attempt(async () => {
        const { error } = await authClient.$fetch("/phone/sign-up", { method: "POST", body: { phoneNumber, name, password }, headers: captchaHeaders(captcha) });
        return error ? refused(error) : "code";
      }),
    [attempt, refused],
  );

  return { signUp, signUpWithPhone, pending, passwordError, clearPasswordError: () => setPasswordError(null) };
}
