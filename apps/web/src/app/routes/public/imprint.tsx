// /imprint: the operator's legal details as configured.
import { Imprint } from "@/features/legal/components/imprint";

export function Component() {
  return <Imprint />;
}
