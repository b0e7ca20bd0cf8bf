// Owners' replies on their way to Unleak's inbound listener: composed as real replies (Re: subject,
// In-Reply-To, References, the notice quoted below) and sent by SMTP with nodemailer to the relay.
// Without a relay, or while it fails, replies wait in the outbox and go out once it answers.
import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import type { Mail, OutgoingMail, ReplyRelay } from "../types";
import type { SandboxClock } from "../clock/sandbox-clock";

const RETRY_MS = 250;

export interface ReplyOutbox {
  /** Queues `text` as a reply from `from` to the notice `mail` and tries to send it. */
  reply(mail: Mail, from: string, text: string): OutgoingMail;
  setRelay(relay: ReplyRelay | null): void;
  pending(): OutgoingMail[];
  sent(): OutgoingMail[];
  close(): void;
}

export function quoteNotice(mail: Mail): string {
  const quoted = mail.text.replace(/\r\n/g, "\n").replace(/\n+$/, "").split("\n").map((line) => `> ${line}`);
  return [`On ${mail.receivedAt.toUTCString()}, ${mail.from} wrote:`, ...quoted].join("\n");
}

export function createReplyOutbox(clock: SandboxClock): ReplyOutbox {
  const pending: OutgoingMail[] = [];
  const sent: OutgoingMail[] = [];
  let transport: Transporter | null = null;
  let sending = false;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  let nextId = 1;

  const scheduleRetry = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      void flush();
    }, RETRY_MS);
    retry.unref();
  };

  /** Sends pending replies in order, one at a time; replies queued meanwhile go out in the same run. */
  const flush = async (): Promise<void> => {
    if (sending) return;
    sending = true;
    try {
      while (pending.length > 0 && transport && !closed) {
        const current = transport;
        const mail = pending[0];
        mail.attempts++;
        try {
          await current.sendMail({
            from: mail.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            messageId: mail.messageId,
            inReplyTo: mail.inReplyTo,
            references: mail.references.length > 0 ? mail.references : undefined,
            date: clock.now(),
          });
          mail.sentAt = clock.now();
          delete mail.lastError;
          pending.splice(pending.indexOf(mail), 1);
          sent.push(mail);
        } catch (error) {
          mail.lastError = error instanceof Error ? error.message : String(error);
          // A relay swapped meanwhile is tried at once; the same one after a pause.
          if (transport === current) {
            scheduleRetry();
            break;
          }
        }
      }
    } finally {
      sending = false;
    }
  };

  return {
    reply(mail, from, text) {
      const fromWebForm = mail.via === "webform";
      const outgoing: OutgoingMail = {
        id: nextId++,
        from,
        to: mail.replyTo ?? mail.from,
        subject: /^re:/i.test(mail.subject) ? mail.subject : `Re: ${mail.subject}`,
        text: `${text}\n\n${quoteNotice(mail)}\n`,
        messageId: `<${randomUUID()}@${from.slice(from.indexOf("@") + 1)}>`,
        // A web-form submission has no Message-ID the sender knows of: the ticket threads it.
        inReplyTo: fromWebForm ? undefined : mail.messageId,
        references: fromWebForm ? [] : [...mail.references, mail.messageId],
        createdAt: clock.now(),
        attempts: 0,
      };
      pending.push(outgoing);
      void flush();
      return outgoing;
    },
    setRelay(relay) {
      transport?.close();
      transport = relay ? nodemailer.createTransport({ host: relay.host, port: relay.port, secure: false, ignoreTLS: true, connectionTimeout: 5000 }) : null;
      void flush();
    },
    pending: () => [...pending],
    sent: () => [...sent],
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      transport?.close();
      transport = null;
    },
  };
}
