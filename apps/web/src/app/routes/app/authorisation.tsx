// authorisation page: its content arrives in a later release; until then an honest "coming soon".
import { ComingSoon } from "@/components/coming-soon";

export function Component() {
  return <ComingSoon page="authorisation" />;
}
