// Keeps the verified badge and the authorisation status current without a reload: both are asked
// again whenever the window regains focus, and every 10 s while an identity verification is
// pending; a change of its status refreshes /api/me (the badge). Realtime events replace the
// polling with issue 15.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { currentUserQueryKey } from "@/lib/current-user";
import { authorisationQueryKey, authorisationQueryOptions } from "../api/authorisation";

export const PENDING_POLL_MS = 10_000;

/** Runs while `enabled` (a session exists). */
export function useVerificationWatch({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...authorisationQueryOptions(),
    enabled,
    refetchOnWindowFocus: "always",
    refetchInterval: (query) => (query.state.data?.checklist.identity.status === "pending" ? PENDING_POLL_MS : false),
  });
  const identity = status.data?.checklist.identity.status;
  const seen = useRef(identity);
  useEffect(() => {
    if (seen.current !== undefined && identity !== undefined && seen.current !== identity) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    seen.current = identity;
  }, [identity, queryClient]);
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: authorisationQueryKey });
    };
    window.addEventListener("focus", refresh);
    return () => window.removeEventListener("focus", refresh);
  }, [enabled, queryClient]);
}
