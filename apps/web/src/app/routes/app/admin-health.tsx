// /admin/health: the service's health for administrators (RequireAdmin guards it).
import { ServiceHealthPage } from "@/features/service-health/components/service-health-page";

export function Component() {
  return <ServiceHealthPage />;
}
