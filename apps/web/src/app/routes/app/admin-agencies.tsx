// /admin/agencies: the agency applications, for administrators only (RequireAdmin guards it).
import { AgencyApplicationQueue } from "@/features/agency/components/agency-application-queue";

export function Component() {
  return <AgencyApplicationQueue />;
}
