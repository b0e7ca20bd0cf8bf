// GET /api/agency/analytics: the roster's leaks found and removed in a period (the server's 90 days
// by default), and the address of the same figures as a CSV download.
import { agencyInsightRoutes, urlOf } from "@unleak/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export interface AnalyticsPeriodInput {
  from?: string;
  to?: string;
}

export const getAgencyAnalytics = (period: AnalyticsPeriodInput) => callApi(agencyInsightRoutes.analytics, { query: period });

export const getAgencyAnalyticsQueryOptions = (period: AnalyticsPeriodInput) =>
  queryOptions({ queryKey: ["agency", "analytics", period.from ?? null, period.to ?? null], queryFn: () => getAgencyAnalytics(period) });

export function useAgencyAnalytics(period: AnalyticsPeriodInput) {
  // A new period keeps the figures on screen until its own arrive.
  return useQuery({ ...getAgencyAnalyticsQueryOptions(period), placeholderData: keepPreviousData });
}

/** The CSV of a period (days as the analytics answered them), downloaded by the browser with its session. */
export const analyticsCsvHref = (period: { from: string; to: string }) => urlOf(agencyInsightRoutes.analyticsCsv, { query: period });
