// The administrators' queue of appeals (issue 16): the open ones oldest first, or the decided ones
// newest first, each beside the ban it is about and 5-minute links to its evidence (ADR 018).
import type { AdminAppeal, AppealEvidenceType, AppealQueue, AppealStatus } from "@unleak/contracts";
import { banAppeals, type Database, user, userBans } from "@unleak/db";
import { asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";

const QUEUE_SIZE = 100;

export async function listAppeals({ db, storage, actor, status }: { db: Database; storage: FileStorage; actor: SignedInActor; status: AppealStatus }): Promise<AppealQueue> {
  authorise(actor, "admin.appeals.review", actor.userId);
  const decider = alias(user, "decider");
  const rows = await db
    .select({ appeal: banAppeals, userEmail: user.email, ban: userBans, deciderEmail: decider.email })
    .from(banAppeals)
    .innerJoin(user, eq(user.id, banAppeals.userId))
    .leftJoin(userBans, eq(userBans.id, banAppeals.banId))
    .leftJoin(decider, eq(decider.id, banAppeals.decidedBy))
    .where(eq(banAppeals.status, status))
    .orderBy(...(status === "open" ? [asc(banAppeals.createdAt), asc(banAppeals.id)] : [desc(banAppeals.decidedAt), desc(banAppeals.id)]))
    .limit(QUEUE_SIZE);
  return {
    appeals: rows.map(({ appeal, userEmail, ban, deciderEmail }): AdminAppeal => ({
      id: appeal.id,
      status: appeal.status,
      user: { id: appeal.userId, email: userEmail },
      contactEmail: appeal.email,
      explanation: appeal.explanation,
      ban: ban ? { id: ban.id, reason: ban.banReason, bannedAt: ban.bannedAt.toISOString(), adminNotes: ban.adminNotes, active: ban.isActive } : null,
      evidence: appeal.evidence.map(({ key, name, contentType, bytes }) => ({ name, contentType: contentType as AppealEvidenceType, bytes, url: storage.signedUrl("appeals", key) })),
      createdAt: appeal.createdAt.toISOString(),
      response: appeal.response,
      decidedBy: appeal.decidedBy ? { id: appeal.decidedBy, email: deciderEmail } : null,
      decidedAt: appeal.decidedAt?.toISOString() ?? null,
    })),
  };
}
