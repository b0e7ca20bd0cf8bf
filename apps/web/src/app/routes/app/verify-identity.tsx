// /verify-identity: the creator's identity verification (features/identity).
import { IdentityPage } from "@/features/identity/identity-page";

export function Component() {
  return <IdentityPage />;
}
