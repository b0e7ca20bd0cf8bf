// The inbound listener over real SMTP on loopback: nodemailer delivers a host's reply and the handler
// gets its threading fields; a foreign recipient is refused with 550, an oversized message with 552,
// and a handler that throws makes the listener answer 451 so that the sender keeps the mail.
import type { InboundMail } from "@unleak/core/takedowns/receive-reply";
import { createClock } from "@unleak/core/clock/clock";
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { type InboundMailListener, startInboundMail } from "./start-inbound-mail";

const domain = "inbound.unleak.test";
const clock = createClock({ realNow: () => Date.parse("2026-11-20T12:00:00Z") });
const quiet = () => {};

describe("the inbound mail listener", () => {
  let listener: InboundMailListener | undefined;
  afterEach(async () => {
    await listener?.close();
    listener = undefined;
  });

  const transport = (port: number) => nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });

  it("reads a reply delivered over SMTP and hands its threading fields to the handler", async () => {
    const received: InboundMail[] = [];
    listener = await startInboundMail({ port: 0, domain, clock, log: quiet, onMail: async (mail) => void received.push(mail) });
    const info = await transport(listener.port).sendMail({
      from: "Abuse Desk <abuse@host.example>",
      to: `notices+UL-7K3QX9@${domain}`,
      subject: "Re: DMCA notice UL-7K3QX9",
      text: "Thank you for your notice. Your ticket number is #TKT-48213.",
      messageId: "<reply-1@host.example>",
      inReplyTo: "<ul-7k3qx9@unleak.test>",
      references: ["<first@host.example>", "<ul-7k3qx9@unleak.test>"],
    });
    expect(info.accepted).toEqual([`notices+UL-7K3QX9@${domain}`]);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({
      messageId: "<reply-1@host.example>",
      inReplyTo: "<ul-7k3qx9@unleak.test>",
      references: ["<first@host.example>", "<ul-7k3qx9@unleak.test>"],
      from: "abuse@host.example",
      to: `notices+UL-7K3QX9@${domain}`,
      subject: "Re: DMCA notice UL-7K3QX9",
      receivedAt: new Date("2026-11-20T12:00:00Z"),
    });
    expect(mail!.text.trim()).toBe("Thank you for your notice. Your ticket number is #TKT-48213.");
    expect(mail!.raw).toContain("Message-ID: <reply-1@host.example>");
  });

  it("refuses recipients outside the inbound domain with 550", async () => {
    const received: InboundMail[] = [];
    listener = await startInboundMail({ port: 0, domain, clock, log: quiet, onMail: async (mail) => void received.push(mail) });
    const sending = transport(listener.port).sendMail({ from: "abuse@host.example", to: "someone@elsewhere.example", subject: "Hi", text: "relay me" });
    await expect(sending).rejects.toMatchObject({ responseCode: 550 });
    expect(received).toHaveLength(0);
  });

  it("refuses a message over the size cap with 552", async () => {
    const received: InboundMail[] = [];
    listener = await startInboundMail({ port: 0, domain, clock, log: quiet, maxBytes: 2048, onMail: async (mail) => void received.push(mail) });
    const sending = transport(listener.port).sendMail({ from: "abuse@host.example", to: `notices@${domain}`, subject: "Big", text: "x".repeat(10_000) });
    await expect(sending).rejects.toMatchObject({ responseCode: 552 });
    expect(received).toHaveLength(0);
  });

  it("answers 451 when handling fails, and takes the same mail when the sender retries", async () => {
    let failures = 1;
    const received: InboundMail[] = [];
    const logged: string[] = [];
    listener = await startInboundMail({
      port: 0,
      domain,
      clock,
      log: (message) => logged.push(message),
      onMail: async (mail) => {
        if (failures-- > 0) throw new Error("database unavailable");
        received.push(mail);
      },
    });
    const message = { from: "abuse@host.example", to: `notices@${domain}`, subject: "Removed", text: "Done.", messageId: "<retry@host.example>" };
    await expect(transport(listener.port).sendMail(message)).rejects.toMatchObject({ responseCode: 451 });
    expect(logged).toHaveLength(1);
    await transport(listener.port).sendMail(message);
    expect(received.map((mail) => mail.messageId)).toEqual(["<retry@host.example>"]);
  });
});
