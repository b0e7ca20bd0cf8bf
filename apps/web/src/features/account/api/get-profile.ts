// GET /api/profile: every profile field, niches, stage names, official links and the status.
import type { ProfileStatus } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type ProfileFields = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  subscriptionTier: string | null;
  selectedPlan: string | null;
};

export type AccountProfile = {
  profile: ProfileFields;
  niches: string[];
  stageNames: string[];
  officialLinks: { id: string; platform: string; url: string }[];
  status: ProfileStatus;
};

export const getProfile = (): Promise<AccountProfile> => api.get<AccountProfile>("/api/profile");

export const profileQueryKey = ["profile"] as const;

export const getProfileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
