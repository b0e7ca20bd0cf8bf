// /agency/join?token=…: accepting an invitation to an agency's team (issue 17).
import { AgencyJoinPage } from "@/features/agency/components/agency-join-page";

export function Component() {
  return <AgencyJoinPage />;
}
