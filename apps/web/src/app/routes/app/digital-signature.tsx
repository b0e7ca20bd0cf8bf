// /digital-signature: the Letter of Authorisation (features/authorisation).
import { DigitalSignaturePage } from "@/features/authorisation/components/digital-signature-page";

export function Component() {
  return <DigitalSignaturePage />;
}
