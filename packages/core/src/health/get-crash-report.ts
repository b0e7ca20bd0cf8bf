// One crash report with its stacks and its reporter's e-mail, and its group: how often the same
// message was reported, when first and last, and the newest 20 other reports of it (issue 16).
import type { CrashReportEntry, CrashReportView } from "@unleak/contracts";
import { type Database, debugLogs, user } from "@unleak/db";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { crashMessage } from "./crash-message";

const OTHERS_LIMIT = 20;

const entryColumns = { id: debugLogs.id, data: debugLogs.data, createdAt: debugLogs.createdAt, userEmail: user.email };

function entryView(row: { id: string; data: typeof debugLogs.$inferSelect.data; createdAt: Date; userEmail: string | null }): CrashReportEntry {
  return {
    id: row.id,
    message: row.data.message,
    stack: row.data.stack ?? null,
    componentStack: row.data.componentStack ?? null,
    userAgent: row.data.userAgent ?? null,
    userEmail: row.userEmail,
    reportedAt: row.createdAt.toISOString(),
  };
}

export async function getCrashReport({ db, actor, id }: { db: Database; actor: SignedInActor; id: string }): Promise<CrashReportView> {
  authorise(actor, "admin.health.read", actor.userId);
  const [report] = await db.select(entryColumns).from(debugLogs).leftJoin(user, eq(user.id, debugLogs.userId)).where(eq(debugLogs.id, id));
  if (!report) throw new AppError("NOT_FOUND", "no crash report with this id");
  const sameMessage = eq(crashMessage, report.data.message);
  const [group] = await db
    .select({ count: sql<number>`count(*)::int`, firstSeen: sql<Date | string>`min(${debugLogs.createdAt})`, lastSeen: sql<Date | string>`max(${debugLogs.createdAt})` })
    .from(debugLogs)
    .where(sameMessage);
  const others = await db
    .select(entryColumns)
    .from(debugLogs)
    .leftJoin(user, eq(user.id, debugLogs.userId))
    .where(and(sameMessage, ne(debugLogs.id, id)))
    .orderBy(desc(debugLogs.createdAt), desc(debugLogs.id))
    .limit(OTHERS_LIMIT);
  return {
    report: entryView(report),
    group: { message: report.data.message, count: Number(group!.count), firstSeen: new Date(group!.firstSeen).toISOString(), lastSeen: new Date(group!.lastSeen).toISOString() },
    others: others.map(entryView),
  };
}
