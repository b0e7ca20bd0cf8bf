// Which of a creator's leaks a removal may be requested for: the Request Removal page's rule
// (not yet filed, or filed and failed or rejected; never one she judged).
import type { Leak } from "@unleak/contracts";

const REQUESTABLE: ReadonlySet<Leak["status"]> = new Set(["new", "awaiting_confirmation", "failed", "rejected"]);

export function isRequestable(leak: Pick<Leak, "status" | "disposition">): boolean {
  return leak.disposition === null && REQUESTABLE.has(leak.status);
}
