// The signed-in user as the server sees it (GET /api/me): account, profile, admin flag, ban.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type SubscriptionTier = "standard" | "basic" | "pro" | "elite" | "admin";

export type CurrentUser = {
  user: { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled: boolean };
  profile: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    subscriptionTier: SubscriptionTier | null;
    verified: boolean;
    banned: boolean;
  };
  isAdmin: boolean;
  ban: null | { reason: string | null; bannedAt: string; adminNotes: string | null };
};

export const getCurrentUser = (): Promise<CurrentUser> => api.get<CurrentUser>("/api/me");

export const currentUserQueryKey = ["me"] as const;

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser, staleTime: 60_000 });

/** The /api/me answer; only asked for while a session exists. */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCurrentUserQueryOptions(), enabled });
}
