// The agency's roster (GET /agency/creators): every member reads it, only its own rows.
import type { Roster } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";
import { rosterEntries } from "./roster-entries";

export async function listRoster({ db, actor }: { db: Database; actor: Actor }): Promise<Roster> {
  const agencyId = authoriseAgency(actor, "member");
  return { creators: await rosterEntries(db, agencyId) };
}
