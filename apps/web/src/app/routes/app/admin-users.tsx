// /admin/users: the account search, for administrators only (RequireAdmin guards it).
import { AdminUsersList } from "@/features/admin-users/components/admin-users-list";

export function Component() {
  return <AdminUsersList />;
}
