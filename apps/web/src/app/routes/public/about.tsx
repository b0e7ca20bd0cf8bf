// /about: what the service does and for whom.
import { About } from "@/features/legal/components/about";

export function Component() {
  return <About />;
}
