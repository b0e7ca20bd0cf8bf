// One creator of the roster (GET /agency/creators/{id}): her numbers and where her authorisation
// stands for the agency. Only while she is active on its roster.
import type { RosterCreator } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { authorise } from "../../policy/policy";
import { onRoster } from "./roster-access";
import { rosterEntries } from "./roster-entries";

export async function getRosterCreator({ db, actor, creatorId }: { db: Database; actor: Actor; creatorId: string }): Promise<RosterCreator> {
  const member = onRoster(actor, creatorId);
  authorise(member, "profile.read", creatorId);
  const [entry] = await rosterEntries(db, member.agencyId, { creatorId });
  if (!entry) throw new AppError("NOT_FOUND");
  return entry;
}
