// Proof of removal (issue 13): after a leak's first notice was sent, its page (and the matched
// picture) is re-checked at 24, 48 and 72 hours, then daily to day 7 and weekly to day 30, through
// the fetcher and the engine's classifier, and each media file on its own address beside it. Every
// check is stored with its evidence (the page's with a copy of what was fetched). A leak counts as
// removed only when two checks at least 24 hours apart saw it gone (404/410/gone domain, a soft
// 404, the picture replaced) with its media files gone too; a 403, a challenge, 429 or 5xx is never
// removed; a search engine that dropped the page while it is still up makes it "delisted" only.
import { announceRemovedLeak } from "../oauth/leak-webhooks";
import { randomUUID } from "node:crypto";
import { type Database, leaks, noticeItems, notices, referenceMedia, removalChecks } from "@unleak/db";
import { removalCheckJob } from "@unleak/jobs";
import { checkDelisting, checkLeakRemoval, confirmation, nextRecheck, pageCopy, reuploadWatchTimes } from "@unleak/takedown";
import type { LeakTracking } from "@unleak/contracts";
import { and, desc, eq, inArray, isNull, min, ne } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { escalateLeak } from "./escalate";
import { refreshLeakStatuses } from "./leak-status";
import { readRemovalHistory } from "./removal-history";
import { tellCreator } from "./tell-creator";
import type { TakedownServices } from "./takedown-services";

/** Leak statuses a check looks at (never a verdict); a removed leak is watched 30 days for its return. */
const TRACKED = ["sent", "acknowledged", "rejected", "escalated", "restricted", "delisted", "counter_noticed", "removed"] as const;

/**
 * Queues the leak's next re-check: counted from its first notice, or, once removed, daily for 30 days
 * from the removal (the re-upload watch); none once its schedule is over.
 */
export async function scheduleNextCheck(services: TakedownServices, leakId: string, trackingSince: Date, removedAt: Date | null = null): Promise<Date | null> {
  const { clock, queue } = services;
  const now = clock.now();
  const next = removedAt ? (reuploadWatchTimes(removedAt).find((at) => at.getTime() > now.getTime()) ?? null) : nextRecheck(trackingSince, now);
  if (!next) return null;
  const seconds = Math.ceil(clock.realDelayMs(next.getTime() - clock.now().getTime()) / 1000);
  await queue.send(removalCheckJob, { leakId }, { startAfterSeconds: Math.max(1, seconds), singletonKey: `check:${leakId}:${next.toISOString()}` });
  return next;
}

/** Starts tracking the leaks a sent notice names (the first notice sets the schedule's start). */
export async function startTracking(services: TakedownServices, leakIds: string[], sentAt: Date): Promise<void> {
  if (leakIds.length === 0) return;
  const started = await services.db
    .update(leaks)
    .set({ trackingSince: sentAt })
    .where(and(inArray(leaks.id, leakIds), isNull(leaks.trackingSince)))
    .returning({ id: leaks.id });
  for (const leak of started) await scheduleNextCheck(services, leak.id, sentAt);
}

async function referenceOf(services: TakedownServices, db: Database, leak: typeof leaks.$inferSelect): Promise<Buffer | undefined> {
  if (!leak.matchedReferenceId) return undefined;
  const [reference] = await db.select({ key: referenceMedia.storageKey }).from(referenceMedia).where(eq(referenceMedia.id, leak.matchedReferenceId));
  return reference ? ((await services.storage.get("references", reference.key)) ?? undefined) : undefined;
}

/** The leak's media files: the matched picture's own address and a matched video's file, checked on their own. */
function mediaUrlsOf(leak: typeof leaks.$inferSelect): string[] {
  const video = leak.evidence.videoMatch?.mediaUrl;
  return [...(leak.evidence.mediaUrls ?? []), ...(video ? [video] : [])];
}

/** The search engines the leak was sent to for delisting, with a results URL that would list the page. */
async function delistingTargets(db: Database, leakId: string): Promise<string[]> {
  const rows = await db
    .select({ address: notices.address })
    .from(noticeItems)
    .innerJoin(notices, eq(notices.id, noticeItems.noticeId))
    .where(and(eq(noticeItems.leakId, leakId), eq(notices.recipientKind, "search_engine"), inArray(notices.status, ["sent", "acknowledged", "delisted"])));
  return [...new Set(rows.map((row) => row.address))];
}

/** One re-check of one leak: stored with its evidence, the leak's status derived, the next one queued. */
export async function checkLeak(services: TakedownServices, leakId: string): Promise<void> {
  const { db, clock } = services;
  const [leak] = await db.select().from(leaks).where(eq(leaks.id, leakId));
  if (!leak || leak.disposition !== null || !(TRACKED as readonly string[]).includes(leak.status)) return;
  const trackingSince = leak.trackingSince ?? (await firstSentAt(db, leak.id));
  if (!trackingSince) return;
  if (!services.checks) return; // this deployment cannot fetch (no fetcher configured)
  const now = () => clock.now();
  const copies: Array<ReturnType<typeof pageCopy>> = [];
  const { page, media, verdict } = await checkLeakRemoval({
    pageUrl: leak.url,
    mediaUrls: mediaUrlsOf(leak),
    reference: await referenceOf(services, db, leak),
    fetcher: services.checks.fetcher,
    now,
    ...services.checks.markersFor(leak.siteId),
    onPage: (result) => void copies.push(pageCopy(result.body)),
  });
  // The page and its media files of one round share one time: that is how the verdict pairs them again.
  const at = clock.now();
  const copy = copies[0] ?? null;
  const copyKey = copy ? `${leak.userId}/${leak.id}/${randomUUID()}.page` : null;
  if (copy && copyKey) await services.storage.put("checks", copyKey, copy.body);
  const pageEvidence = { ...page, evidence: { ...page.evidence, page: { ...page.evidence.page, ...(copy ? { copy: copy.copy } : {}) } }, ...(verdict.vetoedBy ? { verdict } : {}) };
  // One round is stored whole: a page row without its media rows would be judged by the page alone.
  await db.transaction(async (tx) => {
    await tx.insert(removalChecks).values({ userId: leak.userId, leakId: leak.id, target: "page", url: leak.url, outcome: page.outcome, reason: page.reason, evidence: pageEvidence, copyKey, checkedAt: at });
    for (const file of media) {
      await tx.insert(removalChecks).values({ userId: leak.userId, leakId: leak.id, target: "media", url: file.url, outcome: file.outcome, reason: file.reason, evidence: file as unknown as Record<string, unknown>, checkedAt: at });
    }
  });

  let delistedOnly = false;
  if (page.outcome === "up") {
    for (const engine of await delistingTargets(db, leak.id)) {
      const searchUrl = services.checks.searchUrlFor(engine, leak);
      if (!searchUrl) continue;
      const search = await checkDelisting({ searchUrl, pageUrl: leak.url, fetcher: services.checks.fetcher, now });
      const outcome = search.listed === null ? "unknown" : search.listed ? "listed" : "not-listed";
      await db.insert(removalChecks).values({ userId: leak.userId, leakId: leak.id, target: "search", url: searchUrl, outcome, reason: search.reason, evidence: search as unknown as Record<string, unknown>, checkedAt: clock.now() });
      if (search.listed === false) delistedOnly = true;
    }
  }

  // A removal counts when its page and its media files are gone (or replaced), at two checks a day apart.
  const state = confirmation(await readRemovalHistory(db, leak.id));
  if (leak.status === "removed") {
    // The re-upload watch: back at the same address (its page, or its file), the case opens again from where its notices stand.
    if (verdict.outcome === "up") {
      await db.transaction(async (tx) => {
        // Its notices' removal did not last: they stand as sent again, so the leak's status follows them (not "removed").
        const named = tx.select({ id: noticeItems.noticeId }).from(noticeItems).where(eq(noticeItems.leakId, leak.id));
        await tx.update(notices).set({ status: "sent" }).where(and(inArray(notices.id, named), eq(notices.status, "removed")));
        await tx.update(leaks).set({ status: "sent", removedAt: null, trackingSince: clock.now() }).where(eq(leaks.id, leak.id));
        await refreshLeakStatuses(tx, [leak.id]);
      });
      await scheduleNextCheck(services, leak.id, clock.now());
    } else {
      await scheduleNextCheck(services, leak.id, trackingSince, leak.removedAt);
    }
    return;
  }
  // A counter-notice (arrived meanwhile, too) waits for the creator's decision: no check overwrites it.
  const open = and(eq(leaks.id, leak.id), ne(leaks.status, "counter_noticed"));
  // A case handed over stays "escalated" whatever its page answers, until it is removed.
  const underWay = and(open, isNull(leaks.handedOverAt));
  const newlyRemoved = await db.transaction(async (tx) => {
    if (state.state === "removed-confirmed") {
      await tx.update(leaks).set({ removedAt: state.since }).where(eq(leaks.id, leak.id));
      const changed = await tx.update(leaks).set({ status: "removed" }).where(open).returning({ id: leaks.id });
      const sent = tx.select({ id: noticeItems.noticeId }).from(noticeItems).where(eq(noticeItems.leakId, leak.id));
      await tx.update(notices).set({ status: "removed" }).where(and(inArray(notices.id, sent), inArray(notices.status, ["sent", "acknowledged", "escalated"]), inArray(notices.recipientKind, ["site", "host", "cdn", "registrar"])));
      return changed.length > 0;
    }
    if (page.outcome === "restricted") {
      await tx.update(leaks).set({ status: "restricted" }).where(underWay);
    } else if (delistedOnly) {
      await tx.update(leaks).set({ status: "delisted" }).where(underWay);
    } else if (verdict.outcome === "up" && (leak.status === "restricted" || leak.status === "delisted")) {
      // Up again and listed again: back to where its notices stand.
      await tx.update(leaks).set({ status: "sent" }).where(underWay);
      await refreshLeakStatuses(tx, [leak.id]);
    }
    return false;
  });
  if (newlyRemoved) await tellCreator(services, leak, "removed");
  if (newlyRemoved) await announceRemovedLeak({ db: services.db, queue: services.queue, leakId: leak.id }).catch((error: Error) => console.warn(`[takedown] ${leak.id}: queueing webhooks failed:`, error.message));
  if (state.state !== "removed-confirmed") {
    // A notice without effect escalates in waves, looked at after each check (issue 13).
    await escalateLeak(services, leak.id);
    await scheduleNextCheck(services, leak.id, trackingSince);
  } else {
    await scheduleNextCheck(services, leak.id, trackingSince, state.since ?? clock.now());
  }
}

async function firstSentAt(db: Database, leakId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(notices.sentAt) })
    .from(noticeItems)
    .innerJoin(notices, eq(notices.id, noticeItems.noticeId))
    .where(eq(noticeItems.leakId, leakId));
  return row?.at ?? null;
}

/** A leak's tracking as its owner reads it: when it started, when removal was confirmed, every check. */
/** The leak's tracking and checks; its next escalation step comes from `nextStepOf` (escalate.ts). */
export async function getLeakTracking({ db, actor, ownerId, id }: Access & { db: Database; id: string }): Promise<Omit<LeakTracking, "nextStep">> {
  authorise(actor, "leaks.read", ownerId);
  const [leak] = await db.select().from(leaks).where(and(eq(leaks.id, id), eq(leaks.userId, ownerId)));
  if (!leak) throw new AppError("NOT_FOUND");
  const checks = await db.select().from(removalChecks).where(eq(removalChecks.leakId, leak.id)).orderBy(desc(removalChecks.checkedAt)).limit(200);
  const next = leak.trackingSince && leak.status !== "removed" ? nextRecheck(leak.trackingSince, checks[0]?.checkedAt ?? leak.trackingSince) : null;
  return {
    status: leak.status,
    trackingSince: leak.trackingSince?.toISOString() ?? null,
    removedAt: leak.removedAt?.toISOString() ?? null,
    nextCheckAt: next?.toISOString() ?? null,
    parentLeakId: leak.parentLeakId,
    handedOverAt: leak.handedOverAt?.toISOString() ?? null,
    checks: checks.map((check) => {
      // A page check keeps its response under evidence.page, a media check under evidence.response, a search check as its evidence.
      const evidence = check.evidence as { evidence?: { page?: ResponseFacts; response?: ResponseFacts } & ResponseFacts; verdict?: { outcome: string; reason: string } };
      const response = (check.target === "page" ? evidence.evidence?.page : check.target === "media" ? evidence.evidence?.response : evidence.evidence) ?? null;
      return {
        id: check.id,
        target: check.target,
        url: check.url,
        outcome: check.outcome,
        reason: check.reason,
        checkedAt: check.checkedAt.toISOString(),
        httpStatus: response?.status ?? null,
        finalUrl: response?.finalUrl ?? null,
        bodySha256: response?.bodySha256 ?? null,
        pageCopy: check.copyKey && response?.copy ? response.copy : null,
        verdict: evidence.verdict ? { outcome: evidence.verdict.outcome, reason: evidence.verdict.reason } : null,
        evidence: check.evidence,
      };
    }),
  };
}

interface ResponseFacts {
  status?: number | null;
  finalUrl?: string | null;
  bodySha256?: string | null;
  copy?: { sha256: string; bytes: number; truncated: boolean };
}

