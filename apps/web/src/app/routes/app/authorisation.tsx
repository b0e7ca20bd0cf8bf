// /authorisation: the authorisation status and its checklist (features/authorisation).
import { AuthorisationPage } from "@/features/authorisation/components/authorisation-page";

export function Component() {
  return <AuthorisationPage />;
}
