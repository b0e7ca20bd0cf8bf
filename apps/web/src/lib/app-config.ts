// Public server settings (GET /api/config): Google sign-in availability, version, support chat
// and e-mail, the marketing site the logo leads to.
import { accountRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { env } from "@/config/env";
import { callApi } from "./api-client";

export const getAppConfig = () => callApi(accountRoutes.config);

export const getAppConfigQueryOptions = () =>
  queryOptions({ queryKey: ["app-config"], queryFn: getAppConfig, staleTime: 10 * 60_000 });

export function useAppConfig() {
  return useQuery(getAppConfigQueryOptions());
}

/** The live-chat link: the build setting wins, the server's setting is the fallback. */
export function useSupportChatUrl(): string | null {
  const config = useAppConfig();
  return env.supportChatUrl ?? config.data?.supportChatUrl ?? null;
}

/** Help & Support's e-mail address, when the server has one. */
export function useSupportEmail(): string | null {
  return useAppConfig().data?.supportEmail ?? null;
}
