// The replies nothing threaded to a notice, for the administrators: a host's answer that names no
// notice we can find is kept and shown here, raw, so that someone reads it (issue 12).
import type { InboundReply } from "@unleak/contracts";
import { type Database, noticeReplies } from "@unleak/db";
import { desc, isNull } from "drizzle-orm";
import type { Actor } from "../policy/actor";
import { authorise } from "../policy/policy";

const INBOUND_PAGE_SIZE = 100;

/** Unthreaded replies belong to no creator: only who asks counts (administrators). Newest first. */
export async function listInboundReplies({ db, actor }: { db: Database; actor: Actor }): Promise<InboundReply[]> {
  authorise(actor, "replies.inbound.read", "");
  const rows = await db
    .select()
    .from(noticeReplies)
    .where(isNull(noticeReplies.noticeId))
    .orderBy(desc(noticeReplies.receivedAt), desc(noticeReplies.createdAt))
    .limit(INBOUND_PAGE_SIZE);
  return rows.map(inboundReplyOf);
}

/** A stored reply as the administrators' pages show it. */
export function inboundReplyOf(reply: typeof noticeReplies.$inferSelect): InboundReply {
  return {
    id: reply.id,
    kind: reply.kind,
    from: reply.fromAddress,
    to: reply.toAddress,
    subject: reply.subject,
    text: reply.text,
    raw: reply.raw,
    ticket: reply.ticket,
    reason: reply.reason,
    receivedAt: reply.receivedAt.toISOString(),
  };
}
