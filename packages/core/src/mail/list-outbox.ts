// The mail outbox for administrators: every message the product wrote, newest first. It holds
// password-reset links and SMS codes, so only an actor whose kind may read it gets it.
import type { MailMode, Outbox } from "@unleak/contracts";
import { type Database, mailOutbox } from "@unleak/db";
import { desc } from "drizzle-orm";
import type { Actor } from "../policy/actor";
import { authorise } from "../policy/policy";

const OUTBOX_PAGE_SIZE = 100;

/** The outbox belongs to no one: only who asks counts (administrators, any outbox). */
export async function listOutbox({ db, actor, mode }: { db: Database; actor: Actor; mode: MailMode }): Promise<Outbox> {
  authorise(actor, "outbox.read", "");
  const rows = await db
    .select({
      id: mailOutbox.id,
      channel: mailOutbox.channel,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      error: mailOutbox.error,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(OUTBOX_PAGE_SIZE);
  return {
    mode,
    mails: rows.map(({ attachments, ...mail }) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
      attachments: (attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, bytes: Buffer.from(content, "base64").length })),
    })),
  };
}
