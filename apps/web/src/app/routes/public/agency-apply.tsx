// /agency/apply: agencies apply to manage their creators on Unleak (spec §2.1, issue 17).
import { AgencyApplyPage } from "@/features/agency/components/agency-apply-page";

export function Component() {
  return <AgencyApplyPage />;
}
