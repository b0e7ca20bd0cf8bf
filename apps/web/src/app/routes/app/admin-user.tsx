// /admin/users/:id: one account for administrators, with the audit log of what administrators
// did to it (the admin feature's table, read for this user only).
import { useParams } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { useAuditLog } from "@/features/admin/api/audit-log";
import { AuditLogTable } from "@/features/admin/components/audit-log-page";
import { AdminUserPage } from "@/features/admin-users/components/admin-user-page";

function UserAuditLog({ userId }: { userId: string }) {
  const log = useAuditLog({ userId });
  if (log.isPending) return <PageLoader />;
  if (log.isError) return <Alert variant="destructive">{log.error.message}</Alert>;
  return <AuditLogTable entries={log.data.entries} />;
}

export function Component() {
  const { id = "" } = useParams();
  return <AdminUserPage key={id} id={id} auditLog={<UserAuditLog userId={id} />} />;
}
