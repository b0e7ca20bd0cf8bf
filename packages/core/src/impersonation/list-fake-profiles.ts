// A creator's candidate fake profiles, highest risk first, with the platform and status filters;
// those she judged ("not me", "my own account") are never shown again. Also when the last check ran,
// whether one runs now, and when monitoring looks next.
import { type FakeProfileFilters, type FakeProfilePage, fakeProfileStatuses, type SubscriptionTier } from "@unleak/contracts";
import { type Database, fakeProfileChecks, fakeProfiles, leaks, profiles } from "@unleak/db";
import { and, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import { nextMonitoringScan } from "../monitoring/monitoring";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { fakeProfileView, REPORT_THRESHOLD } from "./fake-profile-view";
import type { ImpersonationDirectory } from "./impersonation-directory";

/** The statuses the list shows: a verdict hides a profile for good. */
export const LISTED_STATUSES = fakeProfileStatuses.filter((status) => status !== "not_me" && status !== "own_account");

export async function listFakeProfiles({
  db,
  storage,
  clock,
  directory,
  actor,
  ownerId: userId,
  filters,
}: Access & { db: Database; storage: FileStorage; clock: Clock; directory: ImpersonationDirectory; filters: FakeProfileFilters }): Promise<FakeProfilePage> {
  authorise(actor, "fakeProfiles.read", userId);
  // Asking for a verdict's status finds nothing: those profiles are not shown again.
  const shown = filters.status ? LISTED_STATUSES.filter((status) => status === filters.status) : LISTED_STATUSES;
  const conditions: SQL[] = [eq(fakeProfiles.userId, userId), shown.length ? inArray(fakeProfiles.status, shown) : sql`false`];
  if (filters.site) conditions.push(eq(fakeProfiles.siteId, filters.site));
  if (filters.risk === "high") conditions.push(gte(fakeProfiles.score, REPORT_THRESHOLD));
  const where = and(...conditions);
  const rows = await db
    .select({ profile: fakeProfiles, caseStatus: leaks.status })
    .from(fakeProfiles)
    .leftJoin(leaks, eq(leaks.id, fakeProfiles.leakId))
    .where(where)
    .orderBy(desc(fakeProfiles.score), desc(fakeProfiles.firstSeenAt), fakeProfiles.url)
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(fakeProfiles).where(where);
  const [last] = await db.select().from(fakeProfileChecks).where(eq(fakeProfileChecks.userId, userId)).orderBy(desc(fakeProfileChecks.startedAt)).limit(1);
  const [profile] = await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId));
  const next = profile ? await nextMonitoringScan({ db, userId, tier: profile.tier as SubscriptionTier, now: clock.now() }) : null;
  return {
    profiles: rows.map((row) => fakeProfileView(row.profile, { storage, directory, caseStatus: row.caseStatus })),
    page: filters.page,
    pageSize: filters.pageSize,
    total,
    reportThreshold: REPORT_THRESHOLD,
    sites: directory.platforms(),
    lastCheckAt: last ? (last.finishedAt ?? last.startedAt).toISOString() : null,
    checkRunning: last?.status === "running",
    nextCheckAt: next?.toISOString() ?? null,
  };
}
