// An administrator lifts a suspension (issue 16), from the user's page or by answering an appeal:
// every active ban ends, the profile's banned flag is cleared, an appeal still open is answered
// with the same reason, and the audit log records it, in the
// caller's transaction when one is given (an appeal's decision is one change with its answer).
import { banAppeals, type Database, profiles, userBans } from "@unleak/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { recordAdminAction } from "./admin-audit";

type Executor = Pick<Database, "select" | "insert" | "update">;

/** Ends the user's suspension inside `tx`; NOT_SUSPENDED when there is none. */
export async function liftBanIn(tx: Executor, { actor, userId, reason, details = {} }: { actor: SignedInActor; userId: string; reason: string | null; details?: Record<string, unknown> }): Promise<void> {
  authorise(actor, "admin.users.manage", userId);
  const ended = await tx.update(userBans).set({ isActive: false }).where(and(eq(userBans.userId, userId), eq(userBans.isActive, true))).returning({ id: userBans.id });
  const cleared = await tx.update(profiles).set({ banned: false, updatedAt: new Date() }).where(and(eq(profiles.id, userId), eq(profiles.banned, true))).returning({ id: profiles.id });
  if (ended.length === 0 && cleared.length === 0) throw new AppError("NOT_SUSPENDED");
  // An appeal still waiting is answered by the lifting itself, so it never waits for a ban that is gone.
  await tx
    .update(banAppeals)
    .set({ status: "lifted", response: reason, decidedBy: actor.userId, decidedAt: sql`now()` })
    .where(and(eq(banAppeals.userId, userId), eq(banAppeals.status, "open")));
  await recordAdminAction(tx, { actor, action: "user.unban", targetUserId: userId, reason, details: { banIds: ended.map((ban) => ban.id), ...details } });
}
