// The replies threaded to a notice that the reply parser could not read (kind "unparsed", issue 13):
// the notice knows a host answered but not what it said, so an administrator reads it raw, with the
// notice and the creator it belongs to, beside the unthreaded ones at /admin/inbound.
import type { UnparsedReply } from "@unleak/contracts";
import { type Database, noticeReplies, notices, stageNames } from "@unleak/db";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Actor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { inboundReplyOf } from "./list-inbound-replies";

const UNPARSED_PAGE_SIZE = 100;

/** The creator's first stage name, as the admin pages name her. */
export const creatorNameOf = (userId: typeof notices.userId) =>
  sql<string | null>`(select ${stageNames.name} from ${stageNames} where ${stageNames.userId} = ${userId} order by ${stageNames.createdAt}, ${stageNames.name} limit 1)`;

/** Administrators only (they belong to several creators' notices). Newest first. */
export async function listUnparsedReplies({ db, actor }: { db: Database; actor: Actor }): Promise<UnparsedReply[]> {
  authorise(actor, "replies.inbound.read", "");
  const rows = await db
    .select({
      reply: noticeReplies,
      notice: { id: notices.id, reference: notices.reference, recipientName: notices.recipientName, address: notices.address, status: notices.status, creatorId: notices.userId },
      creatorName: creatorNameOf(notices.userId),
    })
    .from(noticeReplies)
    .innerJoin(notices, eq(notices.id, noticeReplies.noticeId))
    .where(and(isNotNull(noticeReplies.noticeId), eq(noticeReplies.kind, "unparsed")))
    .orderBy(desc(noticeReplies.receivedAt), desc(noticeReplies.createdAt))
    .limit(UNPARSED_PAGE_SIZE);
  return rows.map(({ reply, notice, creatorName }) => ({ ...inboundReplyOf(reply), notice: { ...notice, creatorName } }));
}
