// Finds accounts by e-mail for a broadcast to one user (the admin panel's user search): the first five.
import { adminUserRoutes } from "@unleak/contracts";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

const MATCHES = 5;

export function useFindUsers(q: string) {
  return useQuery({
    queryKey: ["admin", "broadcasts", "find-users", q],
    queryFn: () => callApi(adminUserRoutes.search, { query: { q, pageSize: MATCHES } }),
    enabled: q.trim().length > 0,
  });
}
