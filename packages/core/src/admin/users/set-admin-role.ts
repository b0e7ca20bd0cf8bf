// An administrator grants or removes the administrator role (better-auth's `user.role`, issue 16),
// with the audit entry in the same transaction. Nobody removes their own role, so the panel
// always keeps the administrator acting. An address in ADMIN_EMAILS stays an administrator
// whatever the role (policy/is-admin.ts): removing its role changes nothing until the list does.
import type { UserRole } from "@unleak/contracts";
import { type Database, user } from "@unleak/db";
import { eq, sql } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";
import { recordAdminAction } from "../admin-audit";

/** Unknown user: NOT_FOUND; one's own removal: FORBIDDEN; the role already set: CONFLICT. */
export async function setAdminRole({ db, actor, userId, role, reason }: { db: Database; actor: SignedInActor; userId: string; role: UserRole; reason: string }): Promise<void> {
  authorise(actor, "admin.users.manage", userId);
  if (role !== "admin" && userId === actor.userId) throw new AppError("FORBIDDEN", "an administrator cannot remove their own administrator role");
  await db.transaction(async (tx) => {
    const [account] = await tx.select({ role: user.role }).from(user).where(eq(user.id, userId)).for("update");
    if (!account) throw new AppError("NOT_FOUND");
    if ((account.role === "admin") === (role === "admin")) throw new AppError("CONFLICT", `the role is already ${role}`);
    await tx.update(user).set({ role, updatedAt: sql`now()` }).where(eq(user.id, userId));
    await recordAdminAction(tx, {
      actor,
      action: role === "admin" ? "user.admin.grant" : "user.admin.revoke",
      targetUserId: userId,
      reason,
      details: { from: account.role, to: role },
    });
  });
}
