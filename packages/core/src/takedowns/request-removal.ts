// Requesting removal (issue 12): the leaks a creator may file, where each one's notices would go
// (nothing sent), and the request itself, which only passes the authorisation gate and is then
// composed and sent by the queue. The automatic filing uses the same path for exact and high
// picture matches, and leaves name-only and good matches waiting for the creator's confirmation.
import type { RemovalCandidates, RemovalPreview, RemovalRequestAnswer } from "@unleak/contracts";
import { type Database, leaks, removalRequests, stageNames } from "@unleak/db";
import { composeNoticesJob } from "@unleak/jobs";
import { mapWithConcurrency } from "@unleak/scanner/scan/site-limiter";
import { and, desc, eq, gte, inArray, isNotNull, isNull } from "drizzle-orm";
import { mayActFor } from "../authorisation/may-act-for";
import { AppError } from "../errors/app-error";
import { evidenceRank, leakSummary } from "../leaks/leaks";
import { actingAgencyOf } from "../agencies/roster/acting-agency";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { isProtected, needsConfirmation, protectedPrefixes, REQUESTABLE_STATUSES, sortRequestedLeaks } from "./fileable-leaks";
import { autoTakedownOf } from "./takedown-settings";
import { routeKindOf, type TakedownServices } from "./takedown-services";
import { tellCreator } from "./tell-creator";

type Leak = typeof leaks.$inferSelect;

/** How long removed content is watched for re-uploads (issue 13). */
const REUPLOAD_WATCH_MS = 30 * 24 * 3_600_000;

/** The Request Removal page shows at most this many candidates, strongest evidence first. */
const MAX_CANDIDATES = 500;

export async function listRemovalCandidates({ db, storage, actor, ownerId }: Access & { db: Database; storage: FileStorage }): Promise<RemovalCandidates> {
  authorise(actor, "leaks.read", ownerId);
  const rows = await db
    .select()
    .from(leaks)
    .where(and(eq(leaks.userId, ownerId), isNull(leaks.disposition), inArray(leaks.status, [...REQUESTABLE_STATUSES])))
    .orderBy(evidenceRank, desc(leaks.firstSeenAt), leaks.url)
    .limit(MAX_CANDIDATES);
  const prefixes = await protectedPrefixes(db, ownerId);
  const gate = await mayActFor({ db, creatorId: ownerId });
  const { autoTakedown } = await autoTakedownOf(db, ownerId);
  return {
    leaks: rows.filter((row) => !isProtected(row.url, prefixes)).map((row) => ({ ...leakSummary(row, storage), needsConfirmation: needsConfirmation(row) })),
    authorisation: { allowed: gate.allowed, missing: gate.missing },
    autoTakedown,
  };
}

export async function previewRemoval({ services, actor, ownerId, leakIds }: Access & { services: TakedownServices; leakIds: string[] }): Promise<RemovalPreview> {
  authorise(actor, "leaks.read", ownerId);
  const { db } = services;
  const { fileable, skipped } = await sortRequestedLeaks(db, ownerId, leakIds);
  const routed = await mapWithConcurrency(fileable, 8, async (leak) => ({
    leakId: leak.id,
    routes: await services.routeLeak({ url: leak.url, mediaUrls: leak.evidence.mediaUrls ?? [], siteId: leak.siteId, kind: routeKindOf(leak) }),
  }));
  const gate = await mayActFor({ db, creatorId: ownerId });
  return { leaks: routed, skipped, authorisation: { allowed: gate.allowed, missing: gate.missing } };
}

/**
 * Records the request and queues its composition. Refused unless the gate is open (the missing
 * steps in the error's details), and when nothing of what was asked may be filed.
 */
export async function requestRemoval({
  services,
  actor,
  ownerId,
  leakIds,
  automatic = false,
}: Access & { services: TakedownServices; leakIds: string[]; automatic?: boolean }): Promise<RemovalRequestAnswer> {
  authorise(actor, "takedowns.request", ownerId);
  const { db, queue, clock } = services;
  // Her agency (issue 17) acts only on a letter that names it; her own requests are unchanged.
  const agencyId = actingAgencyOf(actor, ownerId);
  const gate = await mayActFor({ db, creatorId: ownerId, agencyId });
  if (!gate.allowed) throw new AppError("AUTHORISATION_REQUIRED", undefined, { missing: gate.missing });
  // Notices name the creator by her stage name (never her legal name): without one nothing can be composed.
  const [stage] = await db.select({ id: stageNames.id }).from(stageNames).where(eq(stageNames.userId, ownerId)).limit(1);
  if (!stage) throw new AppError("STAGE_NAME_REQUIRED");
  const { fileable, skipped } = await sortRequestedLeaks(db, ownerId, leakIds);
  if (fileable.length === 0) throw new AppError("NOTHING_TO_FILE", undefined, { skipped });
  const ids = fileable.map((leak) => leak.id);
  const request = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(removalRequests)
      .values({
        userId: ownerId,
        requestedBy: automatic ? null : actor.kind === "visitor" ? null : actor.userId,
        requestedByAgencyId: agencyId,
        automatic,
        leakIds: ids,
        requestedAt: clock.now(),
      })
      .returning({ id: removalRequests.id });
    await tx.update(leaks).set({ status: "queued" }).where(and(eq(leaks.userId, ownerId), inArray(leaks.id, ids)));
    return row;
  });
  await queue.send(composeNoticesJob, { requestId: request.id }, { singletonKey: request.id });
  return { requestId: request.id, queued: ids, skipped };
}

/**
 * The automatic filing for one creator: with the setting on and the gate open, her new exact and
 * high picture matches are requested; new name-only and good matches wait for her confirmation.
 * Returns how many leaks were requested.
 */
export async function fileAutomatically(services: TakedownServices, userId: string): Promise<number> {
  const { db, clock } = services;
  const { autoTakedown } = await autoTakedownOf(db, userId);
  const all = await db.select().from(leaks).where(and(eq(leaks.userId, userId), eq(leaks.status, "new"), isNull(leaks.disposition)));
  // A re-upload of a picture removed in the last 30 days is a child case of that removal (issue 13):
  // linked to it, the creator told, and, for exact and high matches, filed even when automatic
  // filing is off.
  const since = new Date(clock.now().getTime() - REUPLOAD_WATCH_MS);
  const removed = await db
    .select({ id: leaks.id, referenceId: leaks.matchedReferenceId, siteId: leaks.siteId })
    .from(leaks)
    .where(and(eq(leaks.userId, userId), eq(leaks.status, "removed"), isNotNull(leaks.matchedReferenceId), gte(leaks.removedAt, since)))
    .orderBy(desc(leaks.removedAt));
  // The parent: the same picture's removal on the same site, else its latest removal.
  const parentOf = (child: Leak) => {
    const same = removed.filter((row) => row.referenceId === child.matchedReferenceId);
    return same.find((row) => row.siteId === child.siteId) ?? same[0];
  };
  const children = all.filter((leak) => leak.kind === "picture" && leak.matchedReferenceId && !leak.parentLeakId && parentOf(leak));
  for (const child of children) {
    // Once: two filings at the same moment link (and tell) it only once.
    const [linked] = await db
      .update(leaks)
      .set({ parentLeakId: parentOf(child)!.id })
      .where(and(eq(leaks.id, child.id), isNull(leaks.parentLeakId)))
      .returning({ id: leaks.id });
    if (linked) await tellCreator(services, child, "reuploaded");
  }
  const childIds = new Set(children.map((leak) => leak.id));
  const fresh = autoTakedown ? all : all.filter((leak) => childIds.has(leak.id));
  if (fresh.length === 0) return 0;
  const waiting = fresh.filter(needsConfirmation).map((leak) => leak.id);
  if (waiting.length > 0) await db.update(leaks).set({ status: "awaiting_confirmation" }).where(inArray(leaks.id, waiting));
  const gate = await mayActFor({ db, creatorId: userId });
  const strong = fresh.filter((leak) => !needsConfirmation(leak)).map((leak) => leak.id);
  if (!gate.allowed || strong.length === 0) return 0;
  const system = { kind: "creator" as const, userId };
  try {
    const answer = await requestRemoval({ services, actor: system, ownerId: userId, leakIds: strong, automatic: true });
    return answer.queued.length;
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOTHING_TO_FILE" || error.code === "STAGE_NAME_REQUIRED")) return 0;
    throw error;
  }
}
