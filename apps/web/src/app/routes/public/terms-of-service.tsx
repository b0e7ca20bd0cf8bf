// /terms-of-service and /terms: the terms of service.
import { TermsOfService } from "@/features/legal/components/terms-of-service";

export function Component() {
  return <TermsOfService />;
}
