// /fake-profiles: her candidate fake profiles; reporting one refused for a missing letter or identity
// shows the takedown feature's checklist of what is missing.
import { AuthorisationGatePanel } from "@/features/takedowns/components/authorisation-gate-panel";
import { useAuthorisation } from "@/features/authorisation/api/authorisation";
import { FakeProfilesPage } from "@/features/fake-profiles/components/fake-profiles-page";

/** Asked for only once a report is refused: what is missing now, linked to where it is done. */
export function MissingAuthorisation() {
  const authorisation = useAuthorisation();
  return <AuthorisationGatePanel missing={authorisation.data?.missing ?? []} />;
}

export function Component() {
  return <FakeProfilesPage authorisationGate={<MissingAuthorisation />} />;
}
