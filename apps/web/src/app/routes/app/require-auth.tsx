// Access rule (spec §5): without a session, protected pages go to /login, unless the URL
// carries an auth-return marker.
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import { hasAuthReturnMarkers } from "@/lib/auth-return-markers";

export type ReturnState = { from?: string };

export function RequireAuth() {
  const session = useAuthSession();
  const location = useLocation();

  if (session.loading) return <PageLoader message="checkingAuth" />;
  if (!session.data && !hasAuthReturnMarkers(location)) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.auth.login.getHref()} replace state={state} />;
  }
  return <Outlet />;
}
