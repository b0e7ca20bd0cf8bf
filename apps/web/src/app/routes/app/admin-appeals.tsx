// /admin/appeals: the appeals of suspensions, for administrators only (RequireAdmin guards it).
import { AppealQueue } from "@/features/appeals/components/appeal-queue";

export function Component() {
  return <AppealQueue />;
}
