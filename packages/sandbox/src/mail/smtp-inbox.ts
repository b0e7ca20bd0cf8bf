// The sandbox's SMTP server (smtp-server, 127.0.0.1, random port): accepts mail for any address at a
// sandbox domain, parses it with mailparser and files it into the mailboxes. `setDown(true)` turns it
// into a real outage: every new connection and command is answered 421, so senders must retry.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type AddressObject } from "mailparser";
import type { MailboxDirectory } from "../owners/mailbox-directory";
import type { MailService } from "../web/mail-service";

export interface SmtpInbox {
  port: number;
  setDown(down: boolean): void;
  isDown(): boolean;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

function firstAddress(value: AddressObject | AddressObject[] | undefined): string | undefined {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value).find((address) => address.address)?.address;
}

export async function startSmtpInbox(directory: MailboxDirectory, mail: MailService): Promise<SmtpInbox> {
  let down = false;
  const outage = () => smtpError("Service not available, try again later", 421);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    banner: "Sandbox mail exchanger",
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 500,
    onConnect: (_session, callback) => callback(down ? outage() : null),
    onMailFrom: (_address, _session, callback) => callback(down ? outage() : null),
    onRcptTo: (address, _session, callback) => {
      if (down) return callback(outage());
      callback(directory.lookup(address.address) ? null : smtpError(`No such mailbox here: ${address.address}`, 550));
    },
    onData: (stream, session, callback) => {
      if (down) {
        stream.resume();
        stream.on("end", () => callback(outage()));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const references = typeof parsed.references === "string" ? [parsed.references] : (parsed.references ?? []);
          mail.receive({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: firstAddress(parsed.from) ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ""),
            replyTo: firstAddress(parsed.replyTo),
            messageId: parsed.messageId,
            inReplyTo: parsed.inReplyTo,
            references,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            via: "smtp",
          });
          callback(null);
        })
        .catch((error: unknown) => callback(smtpError(`Message not understood: ${String(error)}`, 554)));
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    setDown: (value) => {
      down = value;
    },
    isDown: () => down,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
