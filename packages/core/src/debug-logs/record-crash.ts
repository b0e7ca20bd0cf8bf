// Crash reports from the web app's error boundary (spec §3 debug_logs).
import { type Database, debugLogs } from "@unleak/db";

export interface CrashReport {
  action: string;
  tableName: string;
  data: { message: string; stack?: string; componentStack?: string; timestamp: string; userAgent?: string };
}

export async function recordCrash({ db, report, userId }: { db: Database; report: CrashReport; userId: string | null }) {
  const [row] = await db.insert(debugLogs).values({ ...report, userId }).returning({ id: debugLogs.id });
  return row.id;
}
