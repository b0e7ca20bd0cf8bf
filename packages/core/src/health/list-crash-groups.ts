// The web app's crash reports (debug_logs, sent by its error boundary) grouped by message for the
// administrators (issue 16): how often each crash happened, when first and last, the latest first.
// Grouped by the database, so thousands of reports cost one row per message.
import type { CrashGroupList } from "@unleak/contracts";
import { type Database, debugLogs } from "@unleak/db";
import { sql } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { crashMessage } from "./crash-message";

const GROUP_LIMIT = 100;

export async function listCrashGroups({ db, actor }: { db: Database; actor: SignedInActor }): Promise<CrashGroupList> {
  authorise(actor, "admin.health.read", actor.userId);
  const rows = await db
    .select({
      message: crashMessage,
      count: sql<number>`count(*)::int`,
      firstSeen: sql<Date | string>`min(${debugLogs.createdAt})`,
      lastSeen: sql<Date | string>`max(${debugLogs.createdAt})`,
      newestId: sql<string>`(array_agg(${debugLogs.id} order by ${debugLogs.createdAt} desc, ${debugLogs.id} desc))[1]`,
    })
    .from(debugLogs)
    .groupBy(crashMessage)
    .orderBy(sql`max(${debugLogs.createdAt}) desc`, crashMessage)
    .limit(GROUP_LIMIT);
  return {
    groups: rows.map((row) => ({
      id: row.newestId,
      message: row.message,
      count: Number(row.count),
      firstSeen: new Date(row.firstSeen).toISOString(),
      lastSeen: new Date(row.lastSeen).toISOString(),
    })),
  };
}
