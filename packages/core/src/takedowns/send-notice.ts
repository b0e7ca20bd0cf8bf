// Sending one notice (issue 12, the notice-send job). The gate is asked again right before anything
// leaves: a letter revoked or an identity rejected since the request stops the notice. The bytes
// that leave are the ones composed and stored; the notice is marked "sending" before the attempt
// and "sent" with the server's answer after it, each in the creator's hash-chained log. A temporary
// failure (SMTP 4xx, no connection, a form's 5xx) is thrown so that the queue retries with backoff;
// a permanent one (SMTP 5xx, a form's 4xx) fails the notice with its reason. A retry after a worker
// died mid-send sends the same bytes with the same Message-ID, which receivers deduplicate.
import { type Database, notices } from "@unleak/db";
import { parseReply } from "@unleak/takedown";
import { and, eq, inArray } from "drizzle-orm";
import { mayActFor } from "../authorisation/may-act-for";
import { leaksOfNotice, refreshLeakStatuses } from "./leak-status";
import { appendNoticeEvent } from "./notice-log";
import { isPermanentMailError, type TakedownServices } from "./takedown-services";

type NoticeRow = typeof notices.$inferSelect;

/** Why a notice could not leave for now (kept on the notice while the queue retries). */
export class NoticeDeferredError extends Error {}

async function finish(db: Database, notice: NoticeRow, change: Partial<NoticeRow>, event: { kind: "sent" | "failed"; at: Date; detail: Record<string, unknown> }) {
  await db.transaction(async (tx) => {
    await tx.update(notices).set(change).where(eq(notices.id, notice.id));
    await appendNoticeEvent(tx, { userId: notice.userId, noticeId: notice.id, ...event });
    await refreshLeakStatuses(tx, await leaksOfNotice(tx, notice.id));
  });
}

/** The form's answer as kept: status line and the start of the body. */
function answerOfForm(status: number, body: string): string {
  return `HTTP ${status}\n${body.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 2000)}`;
}

export async function sendNotice(services: TakedownServices, noticeId: string, hooks: { afterSend?: () => void } = {}): Promise<void> {
  const { db, clock } = services;
  const [notice] = await db.select().from(notices).where(eq(notices.id, noticeId));
  if (!notice || !["queued", "sending"].includes(notice.status)) return; // sent, failed or answered already
  const gate = await mayActFor({ db, creatorId: notice.userId });
  if (!gate.allowed) {
    const reason = `authorisation missing: ${gate.missing.join(", ")}`;
    await finish(db, notice, { status: "failed", lastError: reason }, { kind: "failed", at: clock.now(), detail: { reason } });
    return;
  }
  await db
    .update(notices)
    .set({ status: "sending", attempts: notice.attempts + 1, sendingAt: notice.sendingAt ?? clock.now() })
    .where(and(eq(notices.id, notice.id), inArray(notices.status, ["queued", "sending"])));

  if (notice.channel === "email") {
    if (!services.mail) {
      await db.update(notices).set({ status: "queued", lastError: "no mail transport is configured (SMTP_URL)" }).where(eq(notices.id, notice.id));
      throw new NoticeDeferredError("no mail transport is configured");
    }
    let response: string;
    try {
      ({ response } = await services.mail.send({ from: services.from, to: notice.address, raw: notice.raw, messageId: notice.messageId ?? "" }));
    } catch (error) {
      const message = (error as Error).message;
      if (isPermanentMailError(error)) {
        await finish(db, notice, { status: "failed", lastError: message }, { kind: "failed", at: clock.now(), detail: { reason: message } });
        return;
      }
      await db.update(notices).set({ lastError: message }).where(eq(notices.id, notice.id));
      throw error;
    }
    hooks.afterSend?.();
    await finish(db, notice, { status: "sent", sentAt: clock.now(), answer: response, lastError: null }, { kind: "sent", at: clock.now(), detail: { answer: response, messageId: notice.messageId } });
    return;
  }

  let answer: { status: number; body: string };
  try {
    answer = await services.forms.post(notice.address, notice.raw);
  } catch (error) {
    await db.update(notices).set({ lastError: (error as Error).message }).where(eq(notices.id, notice.id));
    throw error;
  }
  hooks.afterSend?.();
  const kept = answerOfForm(answer.status, answer.body);
  if (answer.status >= 500 || answer.status === 429) {
    await db.update(notices).set({ lastError: kept }).where(eq(notices.id, notice.id));
    throw new NoticeDeferredError(`the form answered ${answer.status}`);
  }
  if (answer.status >= 400) {
    await finish(db, notice, { status: "failed", lastError: kept, answer: kept }, { kind: "failed", at: clock.now(), detail: { answer: kept } });
    return;
  }
  const receipt = parseReply({ subject: "", text: answer.body.replace(/<[^>]+>/g, " ") }).ticket;
  await finish(
    db,
    notice,
    { status: "sent", sentAt: clock.now(), answer: kept, ticket: notice.ticket ?? receipt, lastError: null },
    { kind: "sent", at: clock.now(), detail: { answer: kept, receipt } },
  );
}
