// Test support: a real SMTP server standing in for Unleak's inbound listener (it collects the
// owners' replies), a nodemailer sender for notices, and a clock at a high scale.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { scaledClock, type SandboxClock } from "../clock/sandbox-clock";

export interface ReplyRelayServer {
  host: string;
  port: number;
  replies: ParsedMail[];
  /** Resolves with the first reply matching `predicate` (the test's own timeout bounds the wait). */
  waitFor(predicate: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startReplyRelay(): Promise<ReplyRelayServer> {
  const replies: ParsedMail[] = [];
  const waiters: Array<{ predicate: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          replies.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.predicate(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback(null);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    host: "127.0.0.1",
    port: (server.server.address() as AddressInfo).port,
    replies,
    waitFor: (predicate) =>
      new Promise((resolve) => {
        const found = replies.find(predicate);
        if (found) resolve(found);
        else waiters.push({ predicate, resolve });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface NoticeInput {
  to: string;
  from?: string;
  replyTo?: string;
  subject?: string;
  text: string;
  messageId?: string;
  inReplyTo?: string;
}

/** Sends a notice to the sandbox's SMTP server as Unleak's sender would. */
export async function sendNotice(smtp: { host: string; port: number }, notice: NoticeInput): Promise<{ messageId: string }> {
  const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true });
  try {
    const info = await transport.sendMail({ from: notice.from ?? "notices@unleak.example", subject: notice.subject ?? "DMCA notice", ...notice });
    return { messageId: info.messageId };
  } finally {
    transport.close();
  }
}

/** A complete notice naming `urls`, with every element the rejecting owner checks. */
export function completeNotice(urls: string[]): string {
  return [
    "Dear abuse team,",
    "The following pages infringe the copyright of our client:",
    ...urls,
    "I have a good faith belief that the use is not authorised by the owner, its agent or the law.",
    "The information in this notice is accurate, and under penalty of perjury, I am authorised to act on behalf of the owner.",
    "/s/ Ada Agent, Unleak Notices",
    "Contact: notices@unleak.example",
  ].join("\n");
}

/** Simulated time running `scale` times faster than real time from now on. */
export function fastClock(scale: number): SandboxClock {
  return scaledClock(scale);
}

/** Resolves once `condition` holds, checking every few milliseconds (the test's timeout bounds it). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
