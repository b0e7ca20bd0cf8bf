// /admin is for administrators only; anyone else is sent to the dashboard.
import { Navigate, Outlet } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/current-user";

export function RequireAdmin() {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  if (!me.data?.isAdmin) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <Outlet />;
}
