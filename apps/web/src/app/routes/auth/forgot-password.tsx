// /forgot-password: request a reset link.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { paths } from "@/config/paths";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export function Component() {
  const { t } = useTranslation("auth");
  return (
    <AuthLayout title={t("forgot.title")} description={t("forgot.description")}>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link to={paths.auth.login.getHref()} className="font-medium text-primary hover:underline">
          {t("forgot.backToLogin")}
        </Link>
      </p>
    </AuthLayout>
  );
}
