// The agency's reach into one creator's data (issue 17): a member of an agency, on a creator active
// on its roster at this request. Anyone else's id is unknown (404), so the roster of another agency
// cannot be probed; what the member's role allows is then the policy's to say.
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { type AgencyNeed, authoriseAgency } from "../../policy/policy";

export type AgencyActor = Extract<Actor, { kind: "agency" }>;

/** The acting member, once `creatorId` is on the agency's roster; `need` "manage" refuses a viewer (403). */
export function onRoster(actor: Actor, creatorId: string, need: AgencyNeed = "member"): AgencyActor {
  authoriseAgency(actor, need);
  const member = actor as AgencyActor;
  // The member's own account is never on the roster's reach: there she is a creator like any other.
  if (creatorId === member.userId || !member.creatorIds.includes(creatorId)) throw new AppError("NOT_FOUND");
  return member;
}
