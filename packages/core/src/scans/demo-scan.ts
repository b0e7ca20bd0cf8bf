// The platform demo's scan: one instant scan of the sandbox's demo creator, shared by every
// visitor, run once and then served from the database. It charges no visitor quota, and anyone
// may read it (as a visitor: blurred pictures, no page addresses).
import { type Database, scans } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import { and, desc, eq, ne } from "drizzle-orm";
import { isUniqueViolation } from "../errors/app-error";
import { enqueueScan } from "./start-scan";

/** The client key of the shared demo scan; no visitor's cookie key looks like it ("v:…"). */
export const DEMO_CLIENT_KEY = "demo:platform";
/** The sandbox web's demo creator (seed 1), whose leaks the sandbox plants. */
export const DEMO_CREATOR_NAME = "Nova Quill";

/** The demo scan's id: the latest one that did not fail, or a new one started now. */
export async function getDemoScan({ db, queue }: { db: Database; queue: Queue }): Promise<{ scanId: string }> {
  const latest = async () => {
    const [row] = await db
      .select({ id: scans.id })
      .from(scans)
      .where(and(eq(scans.clientKey, DEMO_CLIENT_KEY), ne(scans.status, "failed")))
      .orderBy(desc(scans.createdAt))
      .limit(1);
    return row?.id ?? null;
  };
  const existing = await latest();
  if (existing) return { scanId: existing };
  try {
    const [row] = await db
      .insert(scans)
      .values({ kind: "instant", scope: "preview", clientKey: DEMO_CLIENT_KEY, subject: { names: [DEMO_CREATOR_NAME] } })
      .returning({ id: scans.id });
    await enqueueScan(db, queue, row.id);
    return { scanId: row.id };
  } catch (error) {
    // Another request started it at the same moment (one unfinished scan per client key).
    if (!isUniqueViolation(error)) throw error;
    const started = await latest();
    if (!started) throw error;
    return { scanId: started };
  }
}
