// An administrator sets an account's tier (issue 16), with the audit entry in the same
// transaction. The payment provider is not told: its next event for the account (a renewal, a
// cancellation) sets the tier its subscription pays for again.
import type { SubscriptionTier } from "@unleak/contracts";
import { type Database, profiles } from "@unleak/db";
import { eq, sql } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";
import { recordAdminAction } from "../admin-audit";

/** Unknown user: NOT_FOUND; the tier it already has: CONFLICT (nothing to record). */
export async function changeTier({ db, actor, userId, tier, reason }: { db: Database; actor: SignedInActor; userId: string; tier: SubscriptionTier; reason: string }): Promise<void> {
  authorise(actor, "admin.users.manage", userId);
  await db.transaction(async (tx) => {
    const [profile] = await tx.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!profile) throw new AppError("NOT_FOUND");
    if (profile.tier === tier) throw new AppError("CONFLICT", "the account already has this tier");
    await tx.update(profiles).set({ subscriptionTier: tier, updatedAt: sql`now()` }).where(eq(profiles.id, userId));
    await recordAdminAction(tx, { actor, action: "user.tier", targetUserId: userId, reason, details: { from: profile.tier, to: tier } });
  });
}
