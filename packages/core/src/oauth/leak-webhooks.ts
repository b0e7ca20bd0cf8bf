// The leak events of the public API's webhooks (issue 19): a scan's new leaks (leak.found) and a leak
// confirmed removed by the removal checks (leak.removed), each queued for the user's connected clients.
import { type Database, leaks } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import { and, eq, gte } from "drizzle-orm";
import { queueWebhookEvent } from "./webhooks";

type LeakRow = Pick<typeof leaks.$inferSelect, "id" | "url" | "siteId" | "siteName" | "kind" | "firstSeenAt" | "removedAt">;

const leakData = (leak: LeakRow) => ({
  leakId: leak.id,
  url: leak.url,
  siteId: leak.siteId,
  siteName: leak.siteName,
  kind: leak.kind,
  firstSeenAt: leak.firstSeenAt.toISOString(),
  removedAt: leak.removedAt?.toISOString() ?? null,
});

const columns = { id: leaks.id, url: leaks.url, siteId: leaks.siteId, siteName: leaks.siteName, kind: leaks.kind, firstSeenAt: leaks.firstSeenAt, removedAt: leaks.removedAt };

/** leak.found for each of the user's leaks first seen since `since` (a scan's start). */
export async function announceNewLeaks({ db, queue, userId, since }: { db: Database; queue: Queue; userId: string; since: Date }): Promise<void> {
  const found = await db.select(columns).from(leaks).where(and(eq(leaks.userId, userId), gte(leaks.firstSeenAt, since)));
  for (const leak of found) await queueWebhookEvent({ db, queue, userId, event: "leak.found", data: leakData(leak) });
}

/** leak.removed for one leak just confirmed removed. */
export async function announceRemovedLeak({ db, queue, leakId }: { db: Database; queue: Queue; leakId: string }): Promise<void> {
  const [leak] = await db.select({ ...columns, userId: leaks.userId }).from(leaks).where(eq(leaks.id, leakId));
  if (leak) await queueWebhookEvent({ db, queue, userId: leak.userId, event: "leak.removed", data: leakData(leak) });
}
