// The agency a creator is managed by: shown in her Settings ("Managed by …"), and named by the
// Letter of Authorisation she signs while she is on its roster.
import type { MyAgency } from "@unleak/contracts";
import { agencies, agencyCreators, type Database } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";

export type ActiveAgency = NonNullable<MyAgency["agency"]>;

/** The agency whose roster `creatorId` is active on, or null. No authorisation: callers have it. */
export async function findActiveAgency({ db, creatorId }: { db: Database; creatorId: string }): Promise<ActiveAgency | null> {
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name, since: agencyCreators.acceptedAt })
    .from(agencyCreators)
    .innerJoin(agencies, eq(agencies.id, agencyCreators.agencyId))
    .where(and(eq(agencyCreators.creatorId, creatorId), eq(agencyCreators.status, "active")));
  return row ? { id: row.id, name: row.name, since: (row.since ?? new Date(0)).toISOString() } : null;
}

export async function getMyAgency({ db, actor }: { db: Database; actor: SignedInActor }): Promise<MyAgency> {
  authorise(actor, "agency.membership", actor.userId);
  return { agency: await findActiveAgency({ db, creatorId: actor.userId }) };
}
