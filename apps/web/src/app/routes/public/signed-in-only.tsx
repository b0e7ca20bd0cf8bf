// A public page that needs a signed-in user (issue 19): without one, the sign-in page, which comes
// back to the same address (with its query) afterwards.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import type { ReturnState } from "../app/require-auth";

export function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const location = useLocation();
  if (session.loading) return <PageLoader message="checkingAuth" />;
  if (session.data) return children;
  const state: ReturnState = { from: `${location.pathname}${location.search}` };
  return <Navigate to={paths.auth.login.getHref()} replace state={state} />;
}
