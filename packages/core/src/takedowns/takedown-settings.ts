// The creator's automatic filing (issue 12): picture matches of quality exact or high are filed
// without asking when it is on. Unset, the plan decides: on for paid plans, off for the free one.
// And whether she is e-mailed, besides notified, when content is removed or a case needs her (issue 13).
import type { SubscriptionTier, TakedownSettings, TakedownSettingsChange } from "@unleak/contracts";
import { type Database, profiles } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

const PAID_TIERS: readonly SubscriptionTier[] = ["basic", "pro", "elite"];

export function planDefault(tier: SubscriptionTier | null | undefined): boolean {
  return !!tier && PAID_TIERS.includes(tier);
}

/** Whether automatic filing is on for `userId` (no policy check: the pipeline asks it). */
export async function autoTakedownOf(db: Pick<Database, "select">, userId: string): Promise<TakedownSettings> {
  const [profile] = await db.select({ tier: profiles.subscriptionTier, auto: profiles.autoTakedown, emails: profiles.takedownEmails }).from(profiles).where(eq(profiles.id, userId));
  const fallback = planDefault(profile?.tier);
  return { autoTakedown: profile?.auto ?? fallback, planDefault: fallback, emailAlerts: profile?.emails ?? true };
}

export async function getTakedownSettings({ db, actor, ownerId }: Access & { db: Database }): Promise<TakedownSettings> {
  authorise(actor, "notices.read", ownerId);
  return autoTakedownOf(db, ownerId);
}

export async function updateTakedownSettings({ db, actor, ownerId, change }: Access & { db: Database; change: TakedownSettingsChange }): Promise<TakedownSettings> {
  authorise(actor, "takedowns.settings", ownerId);
  await db
    .update(profiles)
    .set({ ...(change.autoTakedown !== undefined ? { autoTakedown: change.autoTakedown } : {}), ...(change.emailAlerts !== undefined ? { takedownEmails: change.emailAlerts } : {}) })
    .where(eq(profiles.id, ownerId));
  return autoTakedownOf(db, ownerId);
}
