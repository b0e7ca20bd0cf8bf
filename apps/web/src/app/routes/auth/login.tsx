// /login (and the index route): sign-in, then the TOTP step when two-factor is on.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { GoogleSignInButton } from "@/components/google-sign-in-button";
import { LoginForm } from "@/features/auth/components/login-form";
import { PendingOnboardingNotice } from "@/features/onboarding/components/pending-onboarding-notice";
import { OrDivider } from "@/components/or-divider";
import { TwoFactorForm } from "@/features/auth/components/two-factor-form";
import { useAuthSession } from "@/lib/auth-session";
import { useAfterSignIn, useReturnPath } from "./use-after-sign-in";

export function Component() {
  const { t } = useTranslation("auth");
  const session = useAuthSession();
  const afterSignIn = useAfterSignIn();
  const returnPath = useReturnPath();
  const { state } = useLocation();
  const [step, setStep] = useState<"credentials" | "totp">("credentials");

  if (session.loading) return <PageLoader message="checkingAuth" fullScreen />;
  if (session.data) return <Navigate to={returnPath} replace />;

  if (step === "totp") {
    return (
      <AuthLayout title={t("twoFactor.title")}>
        <TwoFactorForm onVerified={afterSignIn} onCancel={() => setStep("credentials")} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("login.title")} description={t("login.description")}>
      <PendingOnboardingNotice />
      <GoogleSignInButton callbackURL={returnPath} />
      <OrDivider />
      <LoginForm onSignedIn={afterSignIn} onTwoFactorRequired={() => setStep("totp")} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t("login.noAccount")}{" "}
        <Link to={paths.auth.register.getHref()} state={state} className="font-medium text-primary hover:underline">
          {t("login.registerLink")}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-muted-foreground">
        {t("login.freeScanPrompt")}{" "}
        <Link to={paths.home.getHref()} className="font-medium text-primary hover:underline">
          {t("login.freeScanLink")}
        </Link>
      </p>
    </AuthLayout>
  );
}
