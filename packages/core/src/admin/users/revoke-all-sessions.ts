// An administrator signs an account out everywhere (issue 16): every session row goes, so each of
// its browsers must sign in again. The audit entry, with how many ended, is in the same transaction.
import { type Database, session, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";
import { recordAdminAction } from "../admin-audit";

/** Ends all the user's sessions; an unknown user is NOT_FOUND. Returns how many ended. */
export async function revokeAllSessions({ db, actor, userId, reason = null }: { db: Database; actor: SignedInActor; userId: string; reason?: string | null }): Promise<{ ended: number }> {
  authorise(actor, "admin.users.manage", userId);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    if (!account) throw new AppError("NOT_FOUND");
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await recordAdminAction(tx, { actor, action: "user.sessions.revoke", targetUserId: userId, reason, details: { sessions: ended.length } });
    return { ended: ended.length };
  });
}
