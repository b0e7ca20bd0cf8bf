// Someone who is no agency member opened the agency area (spec §6 and §8): the toast "Access
// Denied", then the dashboard. The toast's id keeps it single when the effect runs twice.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { toast } from "sonner";
import { paths } from "@/config/paths";

export function AgencyAccessDenied() {
  const { t } = useTranslation("agency");
  useEffect(() => {
    toast.error(t("accessDenied.title"), { id: "agency-access-denied", description: t("accessDenied.description") });
  }, [t]);
  return <Navigate to={paths.app.dashboard.getHref()} replace />;
}
