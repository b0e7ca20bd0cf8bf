// /register: sign-up, or the "check your mailbox" state once the confirmation mail is out. The page
// the user came for (e.g. /agency/apply) is where the sign-up, its confirmation link and sign-in lead.
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { GoogleSignInButton } from "@/components/google-sign-in-button";
import { OrDivider } from "@/components/or-divider";
import { RegisterForm } from "@/features/auth/components/register-form";
import { useAuthSession } from "@/lib/auth-session";
import { useAfterSignIn, useReturnPath } from "./use-after-sign-in";

export function Component() {
  const { t } = useTranslation("auth");
  const session = useAuthSession();
  const afterSignIn = useAfterSignIn();
  const returnPath = useReturnPath();
  const { state } = useLocation();
  const [confirmationFor, setConfirmationFor] = useState<string | null>(null);

  if (session.data) return <Navigate to={returnPath} replace />;

  if (confirmationFor) {
    return (
      <AuthLayout title={t("register.checkMailboxTitle")}>
        <div className="grid gap-4" data-testid="register-check-mailbox">
          <Alert variant="success" className="flex gap-3">
            <MailCheck aria-hidden="true" className="size-5 shrink-0" />
            <span>{t("register.checkMailboxDescription", { email: confirmationFor })}</span>
          </Alert>
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.auth.login.getHref()} state={state}>
              {t("register.backToLogin")}
            </Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("register.title")} description={t("register.description")}>
      <GoogleSignInButton callbackURL={returnPath} />
      <OrDivider />
      <RegisterForm onSignedIn={afterSignIn} onConfirmationSent={setConfirmationFor} callbackURL={returnPath} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t("register.haveAccount")}{" "}
        <Link to={paths.auth.login.getHref()} state={state} className="font-medium text-primary hover:underline">
          {t("register.loginLink")}
        </Link>
      </p>
    </AuthLayout>
  );
}
