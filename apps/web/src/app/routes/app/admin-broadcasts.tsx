// Placeholder while the admin panel's section is built (issue 16).
import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon page="admin" />;
}
