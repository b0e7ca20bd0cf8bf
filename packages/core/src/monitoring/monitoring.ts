// Continuous monitoring: a scheduled tick (hourly) starts a full scan for every creator whose
// plan makes one due: pro and basic weekly, elite hourly, standard never. The tier is the paid
// one (profiles.subscription_tier), not the plan merely selected at onboarding.
import type { SubscriptionTier } from "@unleak/contracts";
import { type Database, profiles, scans } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import { startCreatorScan } from "../scans/start-scan";

const HOUR = 3_600_000;
export const MONITORING_INTERVAL_MS: Partial<Record<SubscriptionTier, number>> = { basic: 7 * 24 * HOUR, pro: 7 * 24 * HOUR, elite: HOUR };
/** A tick a few minutes early still counts, so hourly scans do not slip to every two hours. */
const SLACK_MS = 5 * 60_000;
export const MONITORING_CRON = "0 * * * *";

async function lastCreatorScanAt(db: Database, userId: string): Promise<Date | null> {
  const [last] = await db
    .select({ createdAt: scans.createdAt })
    .from(scans)
    .where(and(eq(scans.userId, userId), ne(scans.kind, "instant")))
    .orderBy(desc(scans.createdAt))
    .limit(1);
  return last?.createdAt ?? null;
}

export async function startDueMonitoringScans({ db, queue, now = new Date() }: { db: Database; queue: Queue; now?: Date }) {
  const tiers = Object.keys(MONITORING_INTERVAL_MS) as SubscriptionTier[];
  const creators = await db.select({ id: profiles.id, tier: profiles.subscriptionTier }).from(profiles).where(and(inArray(profiles.subscriptionTier, tiers), eq(profiles.banned, false)));
  const started: string[] = [];
  for (const creator of creators) {
    const last = await lastCreatorScanAt(db, creator.id);
    const interval = MONITORING_INTERVAL_MS[creator.tier]!;
    if (last && now.getTime() - last.getTime() < interval - SLACK_MS) continue;
    try {
      started.push((await startCreatorScan({ db, queue, userId: creator.id, kind: "monitoring" })).scanId);
    } catch (error) {
      if (!(error instanceof AppError && error.code === "SCAN_IN_PROGRESS")) throw error;
    }
  }
  return { started };
}

/** When the creator's next scheduled scan will start, or null without monitoring. */
export async function nextMonitoringScan({ db, userId, tier, now = new Date() }: { db: Database; userId: string; tier: SubscriptionTier; now?: Date }): Promise<Date | null> {
  const interval = MONITORING_INTERVAL_MS[tier];
  if (!interval) return null;
  const nextTick = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
  const last = await lastCreatorScanAt(db, userId);
  if (!last) return nextTick;
  const due = last.getTime() + interval - SLACK_MS;
  return due <= nextTick.getTime() ? nextTick : new Date(Math.ceil(due / HOUR) * HOUR);
}
