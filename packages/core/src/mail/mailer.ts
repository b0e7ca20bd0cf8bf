// The one way mail leaves the product. Every message is written to the outbox first; with SMTP
// configured a queued job delivers it (retried until it goes), otherwise it stays in the outbox
// and its links are printed so that embedded mode works offline.
import type { MailMode } from "@unleak/contracts";
import { type Database, mailOutbox } from "@unleak/db";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent along (a calendar invitation ...): kept base64 in the outbox, attached on delivery. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

export interface Mailer {
  /** Records the message and hands it to delivery; returns the outbox id. */
  send(message: MailMessage): Promise<string>;
  /** Delivers one outbox message over SMTP (the queue's job handler). */
  deliver(outboxId: string): Promise<void>;
  readonly mode: MailMode;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  /** Puts a delivery on the job queue; absent in outbox mode. */
  enqueueDelivery?: (outboxId: string) => Promise<void>;
  log?: (line: string) => void;
}

export function createMailer({ db, smtpUrl, from, enqueueDelivery, log = console.log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function deliver(outboxId: string): Promise<void> {
    if (!transport) return;
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!mail || mail.status === "sent") return; // already delivered: a retried job must not send twice
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, attachments: (mail.attachments ?? []).map((file) => ({ ...file, encoding: "base64" })) });
      await db.update(mailOutbox).set({ status: "sent", sentAt: new Date(), error: null }).where(eq(mailOutbox.id, outboxId));
    } catch (error) {
      await db.update(mailOutbox).set({ status: "failed", error: (error as Error).message }).where(eq(mailOutbox.id, outboxId));
      throw error;
    }
  }

  return {
    mode: transport ? "smtp" : "outbox",
    deliver,
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, status: transport ? "queued" : "kept" })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        log(`[mail] kept in the outbox for ${message.to}: "${message.subject}"${links.map((l) => `\n       ${l}`).join("")}`);
      } else if (enqueueDelivery) {
        await enqueueDelivery(row.id);
      } else {
        await deliver(row.id);
      }
      return row.id;
    },
  };
}
