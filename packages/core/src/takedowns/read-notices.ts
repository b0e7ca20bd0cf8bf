// Reading notices (issue 12): a creator's list, one notice with its text exactly as sent, its URLs,
// its hash-chained log entries and the replies threaded to it, and its PDF.
import type { NoticeDetail, NoticeFilters, NoticePage, NoticeSummary } from "@unleak/contracts";
import { type Database, noticeEvents, noticeItems, noticeReplies, notices } from "@unleak/db";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { requestsActedBy } from "../agencies/roster/acted-by";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";

type NoticeRow = typeof notices.$inferSelect;
const iso = (date: Date | null) => date?.toISOString() ?? null;

function summaryOf(notice: NoticeRow, urlCount: number): NoticeSummary {
  return {
    id: notice.id,
    reference: notice.reference,
    status: notice.status,
    basis: notice.basis,
    recipientKind: notice.recipientKind,
    recipientName: notice.recipientName,
    channel: notice.channel,
    address: notice.address,
    siteId: notice.siteId,
    wave: notice.wave,
    urlCount,
    ticket: notice.ticket,
    rejectionReason: notice.rejectionReason,
    lastError: notice.lastError,
    createdAt: notice.createdAt.toISOString(),
    sentAt: iso(notice.sentAt),
    repliedAt: iso(notice.repliedAt),
  };
}

/** URLs per notice: each item's page and media, one row each. */
async function urlCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ noticeId: noticeItems.noticeId, mediaUrls: noticeItems.mediaUrls }).from(noticeItems).where(inArray(noticeItems.noticeId, ids));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.noticeId, (counts.get(row.noticeId) ?? 0) + 1 + row.mediaUrls.length);
  return counts;
}

export async function listNotices({ db, actor, ownerId, filters }: Access & { db: Database; filters: NoticeFilters }): Promise<NoticePage> {
  authorise(actor, "notices.read", ownerId);
  const conditions: SQL[] = [eq(notices.userId, ownerId)];
  if (filters.status) conditions.push(eq(notices.status, filters.status));
  if (filters.leakId) {
    const ofLeak = db.select({ id: noticeItems.noticeId }).from(noticeItems).where(and(eq(noticeItems.leakId, filters.leakId), eq(noticeItems.userId, ownerId)));
    conditions.push(inArray(notices.id, ofLeak));
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), notices.reference)
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(notices).where(where);
  const counts = await urlCounts(db, rows.map((row) => row.id));
  const actedBy = await requestsActedBy(db, rows.map((row) => row.requestId));
  return {
    notices: rows.map((row) => ({ ...summaryOf(row, counts.get(row.id) ?? 0), actedBy: (row.requestId && actedBy.get(row.requestId)) || null })),
    page: filters.page,
    pageSize: filters.pageSize,
    total,
  };
}

async function ownNotice(db: Database, ownerId: string, id: string): Promise<NoticeRow> {
  const [notice] = await db.select().from(notices).where(and(eq(notices.id, id), eq(notices.userId, ownerId)));
  if (!notice) throw new AppError("NOT_FOUND");
  return notice;
}

export async function getNotice({ db, actor, ownerId, id }: Access & { db: Database; id: string }): Promise<NoticeDetail> {
  authorise(actor, "notices.read", ownerId);
  const notice = await ownNotice(db, ownerId, id);
  const items = await db.select().from(noticeItems).where(eq(noticeItems.noticeId, notice.id)).orderBy(asc(noticeItems.pageUrl));
  const events = await db.select().from(noticeEvents).where(eq(noticeEvents.noticeId, notice.id)).orderBy(asc(noticeEvents.sequence));
  const replies = await db.select().from(noticeReplies).where(eq(noticeReplies.noticeId, notice.id)).orderBy(asc(noticeReplies.receivedAt));
  const actedBy = await requestsActedBy(db, [notice.requestId]);
  return {
    ...summaryOf(notice, items.reduce((sum, item) => sum + 1 + item.mediaUrls.length, 0)),
    actedBy: (notice.requestId && actedBy.get(notice.requestId)) || null,
    subject: notice.subject,
    body: notice.body,
    rawSha256: notice.rawSha256,
    language: notice.language,
    reason: notice.routeReason,
    answer: notice.answer,
    messageId: notice.messageId,
    items: items.map((item) => ({ leakId: item.leakId, pageUrl: item.pageUrl, mediaUrls: item.mediaUrls })),
    events: events.map((event) => ({ sequence: event.sequence, kind: event.kind, at: event.at.toISOString(), detail: event.detail, hash: event.hash })),
    replies: replies.map((reply) => ({
      id: reply.id,
      kind: reply.kind,
      from: reply.fromAddress,
      subject: reply.subject,
      text: reply.text,
      ticket: reply.ticket,
      reason: reply.reason,
      receivedAt: reply.receivedAt.toISOString(),
    })),
  };
}

/** The notice's PDF and a file name for it. */
export async function getNoticeDocument({ db, storage, actor, ownerId, id }: Access & { db: Database; storage: FileStorage; id: string }): Promise<{ pdf: Buffer; filename: string }> {
  authorise(actor, "notices.read", ownerId);
  const notice = await ownNotice(db, ownerId, id);
  const pdf = notice.pdfKey ? await storage.get("notices", notice.pdfKey) : null;
  if (!pdf) throw new AppError("NOT_FOUND");
  return { pdf, filename: `${notice.reference}.pdf` };
}
