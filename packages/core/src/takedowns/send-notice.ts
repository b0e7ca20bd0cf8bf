// Sending one notice (issue 12, the notice-send job). The gate is asked again right before anything
// leaves: a letter revoked or an identity rejected since the request stops the notice. The bytes
// that leave are the ones composed and stored; the notice is marked "sending" before the attempt
// and "sent" with the server's answer after it, each in the creator's hash-chained log. A temporary
// failure (SMTP 4xx, no connection, a form's 5xx) is thrown so that the queue retries with backoff;
// a permanent one (SMTP 5xx, a form's 4xx) fails the notice with its reason. A retry after a worker
// died mid-send sends the same bytes with the same Message-ID, which receivers deduplicate.
// One worker at a time: an attempt claims the notice (status "sending", `sendingAt`) and another
// job for it (a duplicate, or the sweep's) leaves it alone until the claim is older than the lease.
import { notices } from "@unleak/db";
import { parseReply } from "@unleak/takedown";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { mayActFor } from "../authorisation/may-act-for";
import { startTracking } from "./check-leak";
import { leaksOfNotice, refreshLeakStatuses } from "./leak-status";
import { appendNoticeEvent } from "./notice-log";
import { isPermanentMailError, type TakedownServices } from "./takedown-services";

type NoticeRow = typeof notices.$inferSelect;

/** How long (real time) an attempt holds its notice: longer than any SMTP or form exchange takes. */
export const SEND_LEASE_MS = 2 * 60_000;

/** Why a notice could not leave for now (kept on the notice while the queue retries). */
export class NoticeDeferredError extends Error {}

async function finish(services: TakedownServices, notice: NoticeRow, change: Partial<NoticeRow>, event: { kind: "sent" | "failed"; at: Date; detail: Record<string, unknown> }) {
  const leakIds = await services.db.transaction(async (tx) => {
    await tx.update(notices).set(change).where(eq(notices.id, notice.id));
    await appendNoticeEvent(tx, { userId: notice.userId, noticeId: notice.id, ...event });
    const named = await leaksOfNotice(tx, notice.id);
    await refreshLeakStatuses(tx, named);
    return named;
  });
  // A sent notice starts its leaks' re-checks (issue 13): the first at 24 hours.
  if (event.kind === "sent") await startTracking(services, leakIds, event.at);
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
    await finish(services, notice, { status: "failed", lastError: reason }, { kind: "failed", at: clock.now(), detail: { reason } });
    return;
  }
  // Claim it: queued, or sending under a claim older than the lease (its worker died).
  const now = clock.now();
  const expired = new Date(now.getTime() - SEND_LEASE_MS * clock.scale);
  const [claimed] = await db
    .update(notices)
    .set({ status: "sending", attempts: sql`${notices.attempts} + 1`, sendingAt: now })
    .where(and(eq(notices.id, notice.id), or(eq(notices.status, "queued"), and(eq(notices.status, "sending"), or(isNull(notices.sendingAt), lt(notices.sendingAt, expired))))))
    .returning({ id: notices.id });
  if (!claimed) return; // another attempt holds it
  /** A temporary failure: the claim is released, the reason kept, and the queue retries. */
  const release = (lastError: string) => db.update(notices).set({ status: "queued", lastError }).where(eq(notices.id, notice.id));

  if (notice.channel === "email") {
    if (!services.mail) {
      await release("no mail transport is configured (SMTP_URL)");
      throw new NoticeDeferredError("no mail transport is configured");
    }
    let response: string;
    try {
      ({ response } = await services.mail.send({ from: services.from, to: notice.address, raw: notice.raw, messageId: notice.messageId ?? "" }));
    } catch (error) {
      const message = (error as Error).message;
      if (isPermanentMailError(error)) {
        await finish(services, notice, { status: "failed", lastError: message }, { kind: "failed", at: clock.now(), detail: { reason: message } });
        return;
      }
      await release(message);
      throw error;
    }
    hooks.afterSend?.();
    await finish(services, notice, { status: "sent", sentAt: clock.now(), answer: response, lastError: null }, { kind: "sent", at: clock.now(), detail: { answer: response, messageId: notice.messageId } });
    return;
  }

  let answer: { status: number; body: string };
  try {
    answer = await services.forms.post(notice.address, notice.raw);
  } catch (error) {
    await release((error as Error).message);
    throw error;
  }
  hooks.afterSend?.();
  const kept = answerOfForm(answer.status, answer.body);
  if (answer.status >= 500 || answer.status === 429) {
    await release(kept);
    throw new NoticeDeferredError(`the form answered ${answer.status}`);
  }
  if (answer.status >= 400) {
    await finish(services, notice, { status: "failed", lastError: kept, answer: kept }, { kind: "failed", at: clock.now(), detail: { answer: kept } });
    return;
  }
  const receipt = parseReply({ subject: "", text: answer.body.replace(/<[^>]+>/g, " ") }).ticket;
  await finish(
    services,
    notice,
    { status: "sent", sentAt: clock.now(), answer: kept, ticket: notice.ticket ?? receipt, lastError: null },
    { kind: "sent", at: clock.now(), detail: { answer: kept, receipt } },
  );
}
