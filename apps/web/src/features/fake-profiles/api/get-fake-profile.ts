// GET /api/fake-profiles/:id: one profile with its evidence, its matched pictures beside her
// references (signed links, asked for again before they expire) and any prepared report.
import { fakeProfileRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { fakeProfilesQueryKey } from "./get-fake-profiles";

export const getFakeProfile = ({ id }: { id: string }) => callApi(fakeProfileRoutes.get, { params: { id } });

export const getFakeProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...fakeProfilesQueryKey, "detail", id], queryFn: () => getFakeProfile({ id }), refetchInterval: SIGNED_URL_REFRESH_MS });

export function useFakeProfile(id: string) {
  return useQuery(getFakeProfileQueryOptions(id));
}
