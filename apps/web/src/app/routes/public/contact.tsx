// /contact: how to reach the operator and support, and the way to book a call.
import { Contact } from "@/features/legal/components/contact";

export function Component() {
  return <Contact />;
}
