// /partners and /partnes (issue 19): the partner programme and its application.
import { PartnersPage } from "@/features/partners/components/partners-page";

export function Component() {
  return <PartnersPage />;
}
