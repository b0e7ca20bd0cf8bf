// /admin/audit-log: every administrator action, searchable (issue 16).
import { AuditLogPage } from "@/features/admin/components/audit-log-page";

export function Component() {
  return <AuditLogPage />;
}
