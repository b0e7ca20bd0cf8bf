// Turns a message as it arrived over SMTP (or IMAP) into the fields core threads a reply by: its
// Message-ID, In-Reply-To and References, sender, our recipient address, subject and plain text.
import type { InboundMail } from "@unleak/core/takedowns/receive-reply";
import { type AddressObject, simpleParser } from "mailparser";

/** The text column cannot hold NUL bytes; a broken 8-bit message is kept as readable as possible. */
const withoutNul = (value: string) => value.replaceAll("\u0000", "");

function firstAddress(field: AddressObject | AddressObject[] | undefined): string | null {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  for (const object of objects) for (const entry of object.value) if (entry.address) return entry.address;
  return null;
}

/** mailparser reads Delivered-To as an address; other headers stay strings. */
function headerAddress(value: unknown): string | null {
  if (typeof value === "string") return value.trim().replace(/^<|>$/g, "") || null;
  if (value && typeof value === "object" && "value" in value) return firstAddress(value as AddressObject);
  return null;
}

/** Message-IDs as a list, however the header was written (one string, a list, space-separated). */
function messageIds(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.split(/\s+/)).filter((entry) => entry.length > 0);
}

export interface ReadInboundMailOptions {
  raw: Buffer;
  /** The envelope recipient the mail was accepted for (RCPT TO): our reply address. A mailbox read
   * over IMAP has no envelope: then Delivered-To / X-Original-To, else the first To address. */
  recipient?: string;
  receivedAt: Date;
}

export async function readInboundMail({ raw, recipient, receivedAt }: ReadInboundMailOptions): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const deliveredTo = headerAddress(parsed.headers.get("delivered-to")) ?? headerAddress(parsed.headers.get("x-original-to"));
  return {
    raw: withoutNul(raw.toString("utf8")),
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references: messageIds(parsed.references),
    from: firstAddress(parsed.from) ?? "",
    to: recipient ?? deliveredTo ?? firstAddress(parsed.to) ?? "",
    subject: withoutNul(parsed.subject ?? ""),
    text: withoutNul(parsed.text ?? ""),
    receivedAt,
  };
}
