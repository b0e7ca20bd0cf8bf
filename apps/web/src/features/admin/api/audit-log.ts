// The audit log of administrator actions (GET /api/admin/audit-log), searched and paged.
import { adminRoutes, type QueryOf } from "@unleak/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export type AuditLogFilters = QueryOf<typeof adminRoutes.auditLog>;

export const getAuditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({ queryKey: ["admin", "audit-log", filters], queryFn: () => callApi(adminRoutes.auditLog, { query: filters }), placeholderData: keepPreviousData });

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(getAuditLogQueryOptions(filters));
}
