// Lets a user whose e-mail is not confirmed yet ask for a new confirmation mail.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { authClient } from "@/lib/auth-client";

export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");

  if (state === "sent") return <p className="mt-2 font-medium">{t("login.verificationResent")}</p>;

  return (
    <button
      type="button"
      disabled={state === "sending" || !email}
      className="mt-2 block font-medium text-primary underline-offset-4 hover:underline disabled:opacity-50"
      onClick={async () => {
        setState("sending");
        await authClient.sendVerificationEmail({ email, callbackURL: paths.app.dashboard.getHref() }).catch(() => undefined);
        setState("sent");
      }}
    >
      {t("login.resendVerification")}
    </button>
  );
}
