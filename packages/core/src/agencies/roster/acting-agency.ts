// Whether an actor acts for a creator as her agency (issue 17): an agency member on someone else's
// data, which the policy allowed only for a creator active on the agency's roster. On their own
// data a member is a creator like any other.
import type { Actor } from "../../policy/actor";

/** The agency acting for `ownerId`, or null when she acts herself (or the system, or an administrator). */
export function actingAgencyOf(actor: Actor, ownerId: string): string | null {
  return actor.kind === "agency" && actor.userId !== ownerId ? actor.agencyId : null;
}
