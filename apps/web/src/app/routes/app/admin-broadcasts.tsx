// /admin/broadcasts: notifications to everybody, one plan or one user (RequireAdmin guards it).
import { BroadcastsPage } from "@/features/broadcasts/components/broadcasts-page";

export function Component() {
  return <BroadcastsPage />;
}
