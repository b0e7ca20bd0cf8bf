// The pipeline's totals for the metrics scrape (issue 20): scans and notices by status, each a
// grouped count over its table (both tables carry their status in one indexed text column).
import { type Database, notices, scans } from "@unleak/db";
import { count } from "drizzle-orm";

export interface PipelineStates {
  scans: Array<{ status: string; count: number }>;
  notices: Array<{ status: string; count: number }>;
}

export async function countPipelineStates({ db }: { db: Database }): Promise<PipelineStates> {
  const [scanRows, noticeRows] = await Promise.all([
    db.select({ status: scans.status, count: count() }).from(scans).groupBy(scans.status),
    db.select({ status: notices.status, count: count() }).from(notices).groupBy(notices.status),
  ]);
  return { scans: scanRows.map((row) => ({ status: row.status, count: Number(row.count) })), notices: noticeRows.map((row) => ({ status: row.status, count: Number(row.count) })) };
}
