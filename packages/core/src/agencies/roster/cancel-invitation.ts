// Cancelling a pending invitation (DELETE /agency/creator-invitations/{id}): the row goes, so its
// link names nothing any more.
import { agencyCreators, type Database } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";

export async function cancelCreatorInvitation({ db, actor, id }: { db: Database; actor: Actor; id: string }): Promise<void> {
  const agencyId = authoriseAgency(actor, "manage");
  const deleted = await db
    .delete(agencyCreators)
    .where(and(eq(agencyCreators.id, id), eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.status, "invited")))
    .returning({ id: agencyCreators.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND");
}
