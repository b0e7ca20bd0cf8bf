// A host's e-mailed answer to a notice (issue 12): kept for good, threaded to its notice and read.
// Threading tries, in order, the Message-ID our notice went out with (In-Reply-To / References), our
// reply address notices+<reference>@…, the reference quoted in the text, and the host's ticket
// number. A reply nothing threads is kept with no notice for the admins; a mail is never dropped.
// A host's "removed" is recorded as what it says, not as the outcome: issue 13 checks that itself.
import type { NoticeStatus } from "@unleak/contracts";
import { type Database, leaks, type NoticeReplyRow, type NoticeRow, noticeReplies, notices } from "@unleak/db";
import type { ParsedReply } from "@unleak/takedown";
import { parseReply } from "@unleak/takedown";
import { eq, inArray } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import { leaksOfNotice, markCounterNoticed, refreshLeakStatuses } from "./leak-status";
import { appendNoticeEvent } from "./notice-log";
import type { TakedownServices } from "./takedown-services";
import { tellCreator } from "./tell-creator";

/** A mail as the inbound listener (SMTP or IMAP) read it. */
export interface InboundMail {
  /** The message as it arrived (MIME). */
  raw: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  from: string;
  /** The recipient it was delivered to: our reply address. */
  to: string;
  subject: string;
  text: string;
  /** When the listener took it; the stored time is the pipeline clock's when it is stored. */
  receivedAt: Date;
}

export type ThreadedBy = "message_id" | "address" | "reference" | "ticket";

export interface ReceivedReply {
  reply: NoticeReplyRow;
  /** The Message-ID was stored before: nothing was stored again. */
  duplicate: boolean;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** notices+UL-7K3QX9@inbound.example → "UL-7K3QX9". */
const replyAddress = /^notices\+(UL-[0-9A-Z]{6})@/i;
/** A host that answers still has to act: these statuses become "acknowledged". */
const awaitingAnswer: NoticeStatus[] = ["queued", "sending", "sent"];
const mayBeRejected: NoticeStatus[] = [...awaitingAnswer, "acknowledged"];

const bareId = (id: string) => id.trim().replace(/^<|>$/g, "");

/** The notice the mail answers, and how it was found; null when nothing threads it. */
async function findNotice(tx: Transaction, mail: InboundMail, parsed: ParsedReply): Promise<{ notice: NoticeRow; threadedBy: ThreadedBy } | null> {
  // In-Reply-To names the mail answered; References list the thread oldest first.
  const ids = [mail.inReplyTo, ...[...mail.references].reverse()].filter((id): id is string => !!id && bareId(id).length > 0).map(bareId);
  if (ids.length > 0) {
    const rows = await tx.select().from(notices).where(inArray(notices.messageId, ids.flatMap((id) => [id, `<${id}>`])));
    const byId = new Map(rows.map((row) => [bareId(row.messageId ?? ""), row]));
    const notice = ids.map((id) => byId.get(id)).find((row) => row !== undefined);
    if (notice) return { notice, threadedBy: "message_id" };
  }
  for (const [reference, threadedBy] of [
    [replyAddress.exec(mail.to)?.[1], "address"],
    [parsed.reference, "reference"],
  ] as const) {
    if (!reference) continue;
    const [notice] = await tx.select().from(notices).where(eq(notices.reference, reference.toUpperCase()));
    if (notice) return { notice, threadedBy };
  }
  if (parsed.ticket) {
    // Tickets are the host's numbers, not unique across hosts: only a single match threads.
    const rows = await tx.select().from(notices).where(eq(notices.ticket, parsed.ticket)).limit(2);
    if (rows.length === 1) return { notice: rows[0]!, threadedBy: "ticket" };
  }
  return null;
}

/** What the reply does to its notice's status: a refusal rejects, any other reading acknowledges. */
function nextStatus(current: NoticeStatus, parsed: ParsedReply): NoticeStatus {
  if (parsed.kind === "unparsed") return current;
  if (parsed.kind === "rejected") return mayBeRejected.includes(current) ? "rejected" : current;
  return awaitingAnswer.includes(current) ? "acknowledged" : current;
}

export async function receiveReply({ db, clock, mail, alerts }: { db: Database; clock: Clock; mail: InboundMail; alerts?: TakedownServices["alerts"] }): Promise<ReceivedReply> {
  const existing = async () => (mail.messageId ? (await db.select().from(noticeReplies).where(eq(noticeReplies.messageId, mail.messageId)))[0] : undefined);
  const before = await existing();
  if (before) return { reply: before, duplicate: true };

  const parsed = parseReply({ subject: mail.subject, text: mail.text });
  const paused: string[] = [];
  const stored = await db.transaction(async (tx) => {
    const found = await findNotice(tx, mail, parsed);
    const notice = found ? (await tx.select().from(notices).where(eq(notices.id, found.notice.id)).for("update"))[0] : undefined;
    const now = clock.now();
    const [reply] = await tx
      .insert(noticeReplies)
      .values({
        noticeId: notice?.id ?? null,
        userId: notice?.userId ?? null,
        messageId: mail.messageId,
        inReplyTo: mail.inReplyTo,
        fromAddress: mail.from,
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        raw: mail.raw,
        kind: parsed.kind,
        ticket: parsed.ticket,
        // A CDN's forward keeps the address it forwarded to.
        reason: parsed.kind === "forwarded" ? parsed.forwardedTo : parsed.reason,
        threadedBy: notice ? found!.threadedBy : null,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: noticeReplies.messageId })
      .returning();
    // Another delivery of the same Message-ID won the race: it did the threading.
    if (!reply || !notice) return reply;

    const status = nextStatus(notice.status, parsed);
    await tx
      .update(notices)
      .set({
        repliedAt: now,
        ticket: notice.ticket ?? parsed.ticket,
        status,
        ...(status === "rejected" && notice.status !== "rejected" ? { rejectionReason: parsed.reason } : {}),
      })
      .where(eq(notices.id, notice.id));
    await appendNoticeEvent(tx, {
      userId: notice.userId,
      noticeId: notice.id,
      kind: "reply",
      at: now,
      detail: { replyId: reply.id, kind: parsed.kind, ticket: parsed.ticket, threadedBy: found!.threadedBy, ...(parsed.forwardedTo ? { forwardedTo: parsed.forwardedTo } : {}) },
    });
    if (status !== notice.status) await refreshLeakStatuses(tx, await leaksOfNotice(tx, notice.id));
    // A counter-notice (issue 13): its leaks wait on the creator's decision; escalation pauses.
    if (parsed.kind === "counter_notice") paused.push(...(await markCounterNoticed(tx, await leaksOfNotice(tx, notice.id))));
    return reply;
  });
  // A counter-notice needs her decision: she is told (after the commit).
  if (paused.length > 0) {
    for (const leak of await db.select().from(leaks).where(inArray(leaks.id, paused))) await tellCreator({ db, alerts }, leak, "counterNotice");
  }
  if (stored) return { reply: stored, duplicate: false };
  const raced = await existing();
  if (!raced) throw new Error("an inbound reply was neither stored nor found");
  return { reply: raced, duplicate: true };
}
