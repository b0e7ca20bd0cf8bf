// /privacy-policy: the privacy policy, with the periods and processors as configured.
import { PrivacyPolicy } from "@/features/legal/components/privacy-policy";

export function Component() {
  return <PrivacyPolicy />;
}
