// An administrator answers an appeal (issue 16): the ban is lifted or kept. The answer, the lifting
// and the audit entry are one transaction; the user is mailed the answer once it is committed.
// Nobody decides their own appeal, and only an open appeal is decided (a second answer is a 409).
import type { AppealDecision, AppealDecisionResult } from "@unleak/contracts";
import { banAppeals, type Database } from "@unleak/db";
import { and, eq, sql } from "drizzle-orm";
import { recordAdminAction } from "../admin/admin-audit";
import { liftBanIn } from "../admin/lift-ban";
import { type SuspensionNotice, tellSuspendedUser } from "../admin/suspension-notice";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

export interface AppealAnswer {
  db: Database;
  actor: SignedInActor;
  notice: SuspensionNotice;
  appealId: string;
  decision: AppealDecision;
  /** What the user reads in the e-mail; the audit log keeps it as the reason. */
  response: string;
}

export async function decideAppeal({ db, actor, notice, appealId, decision, response }: AppealAnswer): Promise<AppealDecisionResult> {
  authorise(actor, "admin.appeals.review", actor.userId);
  const decided = await db.transaction(async (tx) => {
    const [appeal] = await tx.select({ userId: banAppeals.userId, status: banAppeals.status }).from(banAppeals).where(eq(banAppeals.id, appealId)).for("update");
    if (!appeal) throw new AppError("NOT_FOUND");
    // authorise() let an administrator through: nobody answers their own appeal.
    if (appeal.userId === actor.userId) throw new AppError("FORBIDDEN", "own appeal");
    const [row] = await tx
      .update(banAppeals)
      .set({ status: decision === "lift" ? "lifted" : "kept", response, decidedBy: actor.userId, decidedAt: sql`now()` })
      .where(and(eq(banAppeals.id, appealId), eq(banAppeals.status, "open")))
      .returning({ id: banAppeals.id, userId: banAppeals.userId, status: banAppeals.status, decidedAt: banAppeals.decidedAt });
    if (!row) throw new AppError("CONFLICT", "appeal already decided");
    if (decision === "lift") await liftStillActiveBan(tx, { actor, userId: row.userId, reason: response, details: { appealId } });
    await recordAdminAction(tx, { actor, action: "appeal.decide", targetUserId: row.userId, reason: response, details: { appealId, decision } });
    return row;
  });
  await tellSuspendedUser({ db, notice, userId: decided.userId, mail: decision === "lift" ? "appealLifted" : "appealKept", values: { response } });
  return { id: decided.id, status: decided.status, response, decidedAt: decided.decidedAt!.toISOString() };
}

/**
 * Lifting answers the appeal even when the suspension already ended another way (an administrator
 * lifted it from the user's page meanwhile): liftBanIn's NOT_SUSPENDED then changed nothing.
 */
async function liftStillActiveBan(tx: Parameters<typeof liftBanIn>[0], input: Parameters<typeof liftBanIn>[1]): Promise<void> {
  try {
    await liftBanIn(tx, input);
  } catch (error) {
    if (!(error instanceof AppError && error.code === "NOT_SUSPENDED")) throw error;
  }
}
