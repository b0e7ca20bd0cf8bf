// The admin panel's user search (GET /api/admin/users): one page of accounts for the filters.
import { adminUserRoutes, type QueryOf } from "@unleak/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export type UserSearch = QueryOf<typeof adminUserRoutes.search>;

export const searchUsers = (search: UserSearch) => callApi(adminUserRoutes.search, { query: search });

export const getUserSearchQueryOptions = (search: UserSearch) =>
  queryOptions({ queryKey: ["admin", "users", "search", search], queryFn: () => searchUsers(search), placeholderData: keepPreviousData });

export function useUserSearch(search: UserSearch) {
  return useQuery(getUserSearchQueryOptions(search));
}
