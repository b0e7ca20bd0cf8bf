// The one way text messages leave the product. A provider speaks to a real SMS gateway; the
// outbox sender, used while none is configured, keeps each message in the outbox (channel "sms",
// read by administrators) and prints it on the console so that embedded mode works offline.
import { type Database, mailOutbox } from "@unleak/db";

export interface SmsMessage {
  /** E.164, e.g. "+4915112345678". */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Sends (or keeps) the message; returns the outbox id. */
  send(message: SmsMessage): Promise<string>;
  /** "outbox": kept for administrators and printed (no provider configured). */
  readonly mode: "outbox" | "twilio";
}

/**
 * Sends without making the caller wait. An answer that depends on whether a number has an account
 * (a password reset, a sign-up, a number change) must not take longer when a message goes out,
 * nor wait on the gateway's round trip. A failure is logged; the caller's answer stays the same.
 */
export function sendInBackground(sms: SmsSender, message: SmsMessage, warn: (line: string) => void = console.warn): void {
  void sms.send(message).catch((error: unknown) => warn(`[sms] sending to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`));
}

export function createOutboxSmsSender({ db, log = console.log }: { db: Database; log?: (line: string) => void }): SmsSender {
  return {
    mode: "outbox",
    async send({ to, text }) {
      const [row] = await db.insert(mailOutbox).values({ channel: "sms", to, subject: "", text, status: "kept" }).returning({ id: mailOutbox.id });
      // One line, parseable by the end-to-end tests: `[sms] kept in the outbox for <number>: "<text>"`.
      log(`[sms] kept in the outbox for ${to}: ${JSON.stringify(text)}`);
      return row.id;
    },
  };
}
