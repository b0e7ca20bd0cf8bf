// One account's page in the admin panel (GET /api/admin/users/:id) and the actions on it. Each
// action answers the page as it is afterwards, which replaces the cached one; the search and the
// audit log (the admin feature's ["admin", "audit-log"] queries) are asked again.
import { adminUserRoutes, type AdminUserDetail, type BodyOf } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getAdminUser = (id: string) => callApi(adminUserRoutes.get, { params: { id } });

export const getAdminUserQueryOptions = (id: string) => queryOptions({ queryKey: ["admin", "users", "detail", id], queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string) {
  return useQuery(getAdminUserQueryOptions(id));
}

/** What an administrator may do to an account, each with the body its route takes. */
export type AdminUserAction =
  | { kind: "tier"; body: BodyOf<typeof adminUserRoutes.changeTier> }
  | { kind: "role"; body: BodyOf<typeof adminUserRoutes.setRole> }
  | { kind: "revokeSessions"; body: BodyOf<typeof adminUserRoutes.revokeSessions> }
  | { kind: "resendVerification"; body: BodyOf<typeof adminUserRoutes.resendVerification> }
  | { kind: "ban"; body: BodyOf<typeof adminUserRoutes.ban> }
  | { kind: "unban"; body: BodyOf<typeof adminUserRoutes.unban> };

export function actOnUser(id: string, action: AdminUserAction): Promise<AdminUserDetail> {
  const params = { id };
  switch (action.kind) {
    case "tier":
      return callApi(adminUserRoutes.changeTier, { params, body: action.body });
    case "role":
      return callApi(adminUserRoutes.setRole, { params, body: action.body });
    case "revokeSessions":
      return callApi(adminUserRoutes.revokeSessions, { params, body: action.body });
    case "resendVerification":
      return callApi(adminUserRoutes.resendVerification, { params, body: action.body });
    case "ban":
      return callApi(adminUserRoutes.ban, { params, body: action.body });
    case "unban":
      return callApi(adminUserRoutes.unban, { params, body: action.body });
  }
}

export function useActOnUser(id: string, { onSuccess, onError }: { onSuccess: (action: AdminUserAction) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AdminUserAction) => actOnUser(id, action),
    onSuccess: (page, action) => {
      queryClient.setQueryData(getAdminUserQueryOptions(id).queryKey, page);
      onSuccess(action);
    },
    // A refusal (e.g. someone else banned the account first) reloads the page to show why.
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: getAdminUserQueryOptions(id).queryKey });
      onError(error);
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ["admin", "users", "search"] }), queryClient.invalidateQueries({ queryKey: ["admin", "audit-log"] })]),
  });
}
