// The administrators' audit log (issue 16): every admin action (who, what, whom, when, why) is
// appended in the same transaction as the change it records, so neither exists without the other.
// The table refuses updates and deletes (a trigger); here it is only ever inserted into and read.
import type { AdminAction, AdminAuditEntry, AdminAuditPage } from "@unleak/contracts";
import { adminAuditLog, type Database, user } from "@unleak/db";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

type Executor = Pick<Database, "insert">;

export interface AdminActionRecord {
  actor: SignedInActor;
  action: AdminAction;
  /** The user acted on, if any: their e-mail is copied, so the entry still names them after deletion. */
  targetUserId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

const emailOf = (id: string) => sql<string>`(select ${user.email} from ${user} where ${user.id} = ${id})`;

/** Appends one entry; pass the transaction of the change it records. */
export async function recordAdminAction(db: Executor, { actor, action, targetUserId = null, reason = null, details = {} }: AdminActionRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.userId,
    actorEmail: sql`coalesce(${emailOf(actor.userId)}, '')`,
    action,
    targetUserId,
    targetEmail: targetUserId ? emailOf(targetUserId) : null,
    reason,
    details,
  });
}

export interface AuditQuery {
  /** Matched against the actor's and the target's e-mail, the action, the reason. */
  q?: string;
  action?: AdminAction;
  targetUserId?: string;
  /** How many of the newest matching entries to skip (the pages before). */
  offset?: number;
  limit?: number;
}

const entryView = (row: typeof adminAuditLog.$inferSelect): AdminAuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  targetUserId: row.targetUserId,
  targetEmail: row.targetEmail,
  reason: row.reason,
  details: row.details,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The log, newest first, filtered; administrators only. */
export async function listAdminActions({ db, actor, q, action, targetUserId, offset = 0, limit = 50 }: AuditQuery & { db: Database; actor: SignedInActor }): Promise<AdminAuditPage> {
  authorise(actor, "admin.audit.read", actor.userId);
  const filters: SQL[] = [];
  const text = q?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(adminAuditLog.actorEmail, like), ilike(adminAuditLog.targetEmail, like), ilike(adminAuditLog.action, like), ilike(adminAuditLog.reason, like))!);
  }
  if (action) filters.push(eq(adminAuditLog.action, action));
  if (targetUserId) filters.push(eq(adminAuditLog.targetUserId, targetUserId));
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit + 1)
    .offset(offset);
  return { entries: rows.slice(0, limit).map(entryView), nextOffset: rows.length > limit ? offset + limit : null };
}
