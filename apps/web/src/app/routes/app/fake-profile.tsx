// /fake-profiles/:id: one candidate profile's evidence and actions.
import { useParams } from "react-router";
import { FakeProfileDetailPage } from "@/features/fake-profiles/components/fake-profile-detail-page";
import { MissingAuthorisation } from "./fake-profiles";

export function Component() {
  const { id = "" } = useParams();
  return <FakeProfileDetailPage key={id} id={id} authorisationGate={<MissingAuthorisation />} />;
}
