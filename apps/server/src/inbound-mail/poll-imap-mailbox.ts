// The production alternative to running our own SMTP listener (issue 12): hosts' replies land in a
// mailbox at a mail provider, and this polls it over IMAP (imapflow). Each unseen message is read and
// handed to `onMail`; it is flagged \Seen only once handled, so a failure leaves it for the next poll
// and a reply is never lost (receiveReply stores a Message-ID once, so a repeat is harmless).
import { type Clock, systemClock } from "@unleak/core/clock/clock";
import type { InboundMail } from "@unleak/core/takedowns/receive-reply";
import { ImapFlow } from "imapflow";
import { readInboundMail } from "./read-inbound-mail";

export interface ImapMailboxOptions {
  host: string;
  port: number;
  /** Implicit TLS (port 993); false for a plain connection (tests on loopback). */
  secure: boolean;
  user: string;
  pass: string;
  mailbox?: string;
  /** Real milliseconds between polls: an operational setting, not a takedown schedule. */
  intervalMs?: number;
  onMail: (mail: InboundMail) => Promise<unknown>;
  clock?: Clock;
  log?: (message: string, error?: unknown) => void;
}

export interface ImapPoller {
  /** Polls once now: how many messages were handled. */
  pollNow(): Promise<number>;
  close(): Promise<void>;
}

export function startImapPolling({
  host,
  port,
  secure,
  user,
  pass,
  mailbox = "INBOX",
  intervalMs = 60_000,
  onMail,
  clock = systemClock,
  log = (message, error) => console.error(`[inbound-imap] ${message}`, error ?? ""),
}: ImapMailboxOptions): ImapPoller {
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  async function poll(): Promise<number> {
    const client = new ImapFlow({ host, port, secure, auth: { user, pass }, logger: false, disableAutoIdle: true });
    let handled = 0;
    await client.connect();
    try {
      const lock = await client.getMailboxLock(mailbox);
      try {
        const uids = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of uids) {
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          if (!message || !message.source) continue;
          try {
            await onMail(await readInboundMail({ raw: message.source, receivedAt: clock.now() }));
            await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
            handled += 1;
          } catch (error) {
            log(`handling message ${uid} failed; it stays unseen for the next poll`, error);
          }
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return handled;
  }

  /** One poll at a time: a slow mailbox never gets two connections reading the same messages. */
  function pollNow(): Promise<number> {
    running ??= poll().finally(() => (running = null));
    return running;
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => {
      pollNow()
        .catch((error: unknown) => log("polling the mailbox failed", error))
        .finally(schedule);
    }, intervalMs);
  }
  schedule();

  return {
    pollNow,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
