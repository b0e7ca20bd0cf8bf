// /agency-invitation?token=…: a creator's invitation to an agency's roster (issue 17).
import { InvitationPage } from "@/features/agency-roster/components/invitation-page";

export function Component() {
  return <InvitationPage />;
}
