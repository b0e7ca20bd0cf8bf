// /reset-password?token=…: choose a new password; a bad or expired link is said plainly.
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { AuthLayout } from "@/components/layouts/auth-layout";
import { paths } from "@/config/paths";
import { InvalidResetLink, ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export function Component() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkError = params.get("error");

  const onReset = () => {
    toast.success(t("reset.successTitle"), { description: t("reset.successDescription") });
    void navigate(paths.auth.login.getHref(), { replace: true });
  };

  return (
    <AuthLayout title={t("reset.title")} description={t("reset.description")}>
      {linkError ? <InvalidResetLink /> : <ResetPasswordForm token={token} onReset={onReset} />}
    </AuthLayout>
  );
}
