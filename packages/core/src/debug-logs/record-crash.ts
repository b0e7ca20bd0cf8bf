// Crash reports from the web app's error boundary (spec §3 debug_logs). Visitors send them too,
// so there is no owner to authorise: the reporter's id, when signed in, is kept beside it.
import type { CrashReport } from "@unleak/contracts";
import { type Database, debugLogs } from "@unleak/db";

export async function recordCrash({ db, report, userId }: { db: Database; report: CrashReport; userId: string | null }) {
  const [row] = await db.insert(debugLogs).values({ ...report, userId }).returning({ id: debugLogs.id });
  return row.id;
}
