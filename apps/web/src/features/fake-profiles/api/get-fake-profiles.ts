// GET /api/fake-profiles with the page's filters: her candidate fake profiles, highest risk first.
// While a check runs the list is asked for every few seconds, so new profiles appear as it ends;
// otherwise before the thumbnails' signed links expire.
import { type FakeProfilePage, fakeProfileRoutes } from "@unleak/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { type FakeProfileListFilters, filtersToQuery } from "../lib/fake-profile-filters";

export const CHECK_POLL_MS = 3000;

export const fakeProfilesQueryKey = ["fake-profiles"] as const;
export const fakeProfileListQueryKey = [...fakeProfilesQueryKey, "list"] as const;

export const getFakeProfiles = (filters: FakeProfileListFilters) => callApi(fakeProfileRoutes.list, { query: filtersToQuery(filters) });

export const fakeProfilesPollMs = (page: FakeProfilePage | undefined): number => (page?.checkRunning ? CHECK_POLL_MS : SIGNED_URL_REFRESH_MS);

export const getFakeProfilesQueryOptions = (filters: FakeProfileListFilters) =>
  queryOptions({
    queryKey: [...fakeProfileListQueryKey, filters],
    queryFn: () => getFakeProfiles(filters),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => fakeProfilesPollMs(query.state.data),
  });

export function useFakeProfiles(filters: FakeProfileListFilters) {
  return useQuery(getFakeProfilesQueryOptions(filters));
}
