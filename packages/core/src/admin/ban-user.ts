// An administrator suspends an account (spec §2.3 and §3 user_bans, issue 16): the ban is recorded
// with its reason and notes, the profile's banned flag is set, and the audit log says who did it
// and why, all in one transaction. From then on every request of the account's sessions, open
// pages and live streams included, is refused with ACCOUNT_SUSPENDED except the suspension
// screen's (apps/server/src/http/suspension.ts), and the user is told by e-mail. The sessions are
// kept on purpose: they are how the person reads why and appeals (ADR 034).
import { type Database, profiles, user, userBans } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { recordAdminAction } from "./admin-audit";
import { type SuspensionNotice, tellSuspendedUser } from "./suspension-notice";

export interface BanInput {
  db: Database;
  actor: SignedInActor;
  userId: string;
  reason: string;
  adminNotes?: string | null;
  notice: SuspensionNotice;
}

/** Bans the user; an unknown user is NOT_FOUND, oneself FORBIDDEN, an already suspended account CONFLICT. */
export async function banUser({ db, actor, userId, reason, adminNotes = null, notice }: BanInput): Promise<{ banId: string; bannedAt: string }> {
  authorise(actor, "admin.users.manage", userId);
  if (userId === actor.userId) throw new AppError("FORBIDDEN", "an administrator cannot suspend their own account");
  const ban = await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    if (!target) throw new AppError("NOT_FOUND");
    const [active] = await tx.select({ id: userBans.id }).from(userBans).where(and(eq(userBans.userId, userId), eq(userBans.isActive, true)));
    if (active) throw new AppError("CONFLICT", "the account is already suspended");
    const [row] = await tx.insert(userBans).values({ userId, banReason: reason, adminNotes, bannedBy: actor.userId }).returning({ id: userBans.id, bannedAt: userBans.bannedAt });
    await tx.update(profiles).set({ banned: true, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await recordAdminAction(tx, { actor, action: "user.ban", targetUserId: userId, reason, details: { banId: row!.id, ...(adminNotes ? { adminNotes } : {}) } });
    return row!;
  });
  await tellSuspendedUser({ db, notice, userId, mail: "banned", values: { reason } });
  return { banId: ban.id, bannedAt: ban.bannedAt.toISOString() };
}
