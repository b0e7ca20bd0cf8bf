// /admin is for administrators only; anyone else is sent to the dashboard. An administrator
// without two-factor sees why the panel stays closed (issue 16), then the panel in its frame.
import { Navigate } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { AdminLayout } from "@/features/admin/components/admin-layout";
import { TwoFactorRequired } from "@/features/admin/components/two-factor-required";
import { useCurrentUser } from "@/lib/current-user";

export function RequireAdmin() {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  if (!me.data?.isAdmin) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  if (!me.data.user.twoFactorEnabled) return <TwoFactorRequired />;
  return <AdminLayout />;
}
