// Starting a scan: the row first (one unfinished scan per visitor or creator, enforced by unique
// indexes; an orphaned one whose worker died no longer counts), the visitor's quota in the same
// transaction, then the job that runs it.
import type { ScanKind } from "@unleak/contracts";
import { type Database, scans } from "@unleak/db";
import { type Queue, runScanJob } from "@unleak/jobs";
import { eq } from "drizzle-orm";
import { AppError, isUniqueViolation } from "../errors/app-error";
import { actingAgencyOf } from "../agencies/roster/acting-agency";
import type { Access, Actor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { parseCreatorName } from "./creator-name";
import { failStaleScansOf } from "./scan-heartbeat";
import { consumeVisitorScan } from "./visitor-quota";

export async function startInstantScan({
  db,
  queue,
  creatorName,
  visitorKey,
  addressKey,
  actor,
  staleAfterSeconds,
}: {
  db: Database;
  queue: Queue;
  creatorName: string;
  /** Whoever asks: a visitor, or a signed-in user (whose scan is then theirs). */
  actor: Actor;
  /** The first-party cookie's key: who may read the scan, and one scan at a time per browser. */
  visitorKey: string;
  /** The caller's address key; counted together with the cookie's. */
  addressKey: string | null;
  staleAfterSeconds?: number;
}): Promise<{ scanId: string }> {
  // Registered users scan without a daily limit (spec §6).
  const userId = actor.kind === "visitor" ? null : actor.userId;
  const name = parseCreatorName(creatorName);
  await failStaleScansOf({ db, clientKey: visitorKey, staleAfterSeconds });
  const scanId = await db.transaction(async (tx) => {
    let row: { id: string };
    try {
      [row] = await tx
        .insert(scans)
        .values({ kind: "instant", scope: "preview", clientKey: visitorKey, userId, subject: { names: [name] } })
        .returning({ id: scans.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("SCAN_IN_PROGRESS");
      throw error;
    }
    if (!userId) await consumeVisitorScan({ tx, clientKeys: addressKey ? [addressKey, visitorKey] : [visitorKey] });
    return row.id;
  });
  await enqueueScan(db, queue, scanId);
  return { scanId };
}

/** A creator's full scan of their own account, asked for by the actor (she, or her agency's member, recorded as its starter). */
export async function startFullScan({ db, queue, actor, ownerId, staleAfterSeconds }: Access & { db: Database; queue: Queue; staleAfterSeconds?: number }) {
  authorise(actor, "scans.start", ownerId);
  const agencyId = actingAgencyOf(actor, ownerId);
  const startedBy = agencyId && actor.kind !== "visitor" ? { memberId: actor.userId, agencyId } : null;
  return startCreatorScan({ db, queue, userId: ownerId, kind: "full", staleAfterSeconds, startedBy });
}

/** Starts a creator's scan for the system (monitoring) or for startFullScan, which authorised it. */
export async function startCreatorScan({
  db,
  queue,
  userId,
  kind = "full",
  staleAfterSeconds,
  startedBy = null,
}: {
  db: Database;
  queue: Queue;
  userId: string;
  kind?: Exclude<ScanKind, "instant">;
  staleAfterSeconds?: number;
  /** The agency member who started it for her (issue 17). */
  startedBy?: { memberId: string; agencyId: string } | null;
}) {
  await failStaleScansOf({ db, userId, staleAfterSeconds });
  let row: { id: string };
  try {
    // The subject is read from the creator's account when the scan runs, so it is current.
    [row] = await db
      .insert(scans)
      .values({ kind, scope: "full", userId, subject: { fromAccount: true }, startedBy: startedBy?.memberId ?? null, startedByAgencyId: startedBy?.agencyId ?? null })
      .returning({ id: scans.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("SCAN_IN_PROGRESS");
    throw error;
  }
  await enqueueScan(db, queue, row.id);
  return { scanId: row.id };
}

export async function enqueueScan(db: Database, queue: Queue, scanId: string) {
  try {
    await queue.send(runScanJob, { scanId }, { singletonKey: scanId });
  } catch (error) {
    await db.update(scans).set({ status: "failed", error: "could not be queued", finishedAt: new Date() }).where(eq(scans.id, scanId));
    throw error;
  }
}
