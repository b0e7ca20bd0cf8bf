// The inbound mail listener (issue 12): hosts answer our notices by e-mail, to
// notices+<reference>@<inbound domain>. It accepts mail for that domain only (550 for any other),
// refuses a message over the size cap (552), reads it and hands it to `onMail` (core's receiveReply).
// When handling fails it answers 451, so the sending server keeps the mail and tries again: a reply
// is never lost. No AUTH (hosts deliver to us as to any MX) and no STARTTLS unless a key is given.
import type { AddressInfo } from "node:net";
import { type Clock, systemClock } from "@unleak/core/clock/clock";
import type { InboundMail } from "@unleak/core/takedowns/receive-reply";
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream } from "smtp-server";
import { readInboundMail } from "./read-inbound-mail";

export const INBOUND_MAIL_MAX_BYTES = 10 * 1024 * 1024;

export interface InboundMailOptions {
  /** Loopback unless the deployment puts the listener on a public address. */
  host?: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** The domain our reply addresses live in ("inbound.unleak.example"). */
  domain: string;
  onMail: (mail: InboundMail) => Promise<unknown>;
  maxBytes?: number;
  /** `receivedAt` comes from the pipeline's clock. */
  clock?: Clock;
  /** STARTTLS is offered only with a certificate. */
  tls?: { key: string | Buffer; cert: string | Buffer };
  log?: (message: string, error?: unknown) => void;
}

export interface InboundMailListener {
  port: number;
  close(): Promise<void>;
}

/** An SMTP reply with its code: smtp-server answers `responseCode` and the message. */
function smtpError(responseCode: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

/** The recipient that threads best: our notices+<reference> address when the mail names one. */
function replyRecipient(recipients: SMTPServerAddress[]): string {
  const addresses = recipients.map((recipient) => recipient.address);
  return addresses.find((address) => /^notices\+/i.test(address)) ?? addresses[0] ?? "";
}

function readStream(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => {
      // Past the cap only drain: the server answers 552 for it.
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}

export async function startInboundMail({
  host = "127.0.0.1",
  port,
  domain,
  onMail,
  maxBytes = INBOUND_MAIL_MAX_BYTES,
  clock = systemClock,
  tls,
  log = (message, error) => console.error(`[inbound-mail] ${message}`, error ?? ""),
}: InboundMailOptions): Promise<InboundMailListener> {
  const ourDomain = domain.toLowerCase();
  const server = new SMTPServer({
    name: domain,
    size: maxBytes,
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...(tls ? { key: tls.key, cert: tls.cert } : {}),
    logger: false,
    onRcptTo(address, _session, callback) {
      if (domainOf(address.address) !== ourDomain) return callback(smtpError(550, `5.1.1 <${address.address}>: we accept mail for ${domain} only`));
      callback();
    },
    onData(stream, session, callback) {
      readStream(stream)
        .then(async (raw) => {
          if (!raw) return callback(smtpError(552, `5.3.4 message exceeds the maximum size of ${maxBytes} bytes`));
          const mail = await readInboundMail({ raw, recipient: replyRecipient(session.envelope.rcptTo), receivedAt: clock.now() });
          await onMail(mail);
          callback();
        })
        .catch((error: unknown) => {
          log("handling an inbound mail failed; answered 451 so the sender retries", error);
          callback(smtpError(451, "4.3.0 temporary failure, please try again later"));
        });
    },
  });
  server.on("error", (error) => log("SMTP connection error", error));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
