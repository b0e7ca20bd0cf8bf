// After a successful sign-in: refresh the session, then open the page the user came for.
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import type { ReturnState } from "../app/require-auth";

export function useReturnPath(): string {
  const location = useLocation();
  const from = (location.state as ReturnState | null)?.from;
  // Only a path of this site: "//host" and "/\\host" would leave it (browsers read "\\" as "/").
  return from && from.startsWith("/") && !/^\/[/\\]/.test(from) ? from : paths.app.dashboard.getHref();
}

export function useAfterSignIn() {
  const navigate = useNavigate();
  const { refetch } = useAuthSession();
  const returnPath = useReturnPath();
  return useCallback(async () => {
    await refetch();
    await navigate(returnPath, { replace: true });
  }, [navigate, refetch, returnPath]);
}
