// The IMAP poller against a mailbox on loopback: unseen replies are read, handed over and flagged
// seen; one whose handling fails stays unseen and is taken on the next poll.
import type { InboundMail } from "@unleak/core/takedowns/receive-reply";
import { createClock } from "@unleak/core/clock/clock";
import { afterEach, describe, expect, it } from "vitest";
import { startTestImapServer } from "./imap-test-server";
import { type ImapPoller, startImapPolling } from "./poll-imap-mailbox";

const clock = createClock({ realNow: () => Date.parse("2026-11-20T12:00:00Z") });

function reply(id: string, subject: string) {
  return [
    "From: Abuse Desk <abuse@host.example>",
    "Delivered-To: notices+UL-7K3QX9@inbound.unleak.test",
    "To: notices@inbound.unleak.test",
    `Subject: ${subject}`,
    `Message-ID: <${id}@host.example>`,
    "In-Reply-To: <ul-7k3qx9@unleak.test>",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Thank you for your notice. Your ticket number is #TKT-48213.",
    "",
  ].join("\r\n");
}

describe("polling a mailbox over IMAP", () => {
  let poller: ImapPoller | undefined;
  let imap: Awaited<ReturnType<typeof startTestImapServer>> | undefined;
  afterEach(async () => {
    await poller?.close();
    await imap?.close();
  });

  it("hands each unseen reply over, flags it seen, and keeps a failed one for the next poll", async () => {
    imap = await startTestImapServer({ user: "replies", pass: "secret" });
    imap.deliver(reply("one", "Re: DMCA notice UL-7K3QX9"));
    imap.deliver(reply("two", "Re: again"));
    const received: InboundMail[] = [];
    let failOnce = true;
    poller = startImapPolling({
      host: "127.0.0.1",
      port: imap.port,
      secure: false,
      user: "replies",
      pass: "secret",
      intervalMs: 3_600_000,
      clock,
      log: () => {},
      onMail: async (mail) => {
        if (mail.messageId === "<two@host.example>" && failOnce) {
          failOnce = false;
          throw new Error("database unavailable");
        }
        received.push(mail);
      },
    });

    expect(await poller.pollNow()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      messageId: "<one@host.example>",
      inReplyTo: "<ul-7k3qx9@unleak.test>",
      from: "abuse@host.example",
      to: "notices+UL-7K3QX9@inbound.unleak.test",
      subject: "Re: DMCA notice UL-7K3QX9",
      receivedAt: new Date("2026-11-20T12:00:00Z"),
    });
    expect(imap.messages.map((message) => message.seen)).toEqual([true, false]);

    expect(await poller.pollNow()).toBe(1);
    expect(received.map((mail) => mail.messageId)).toEqual(["<one@host.example>", "<two@host.example>"]);
    expect(imap.messages.map((message) => message.seen)).toEqual([true, true]);
    expect(await poller.pollNow()).toBe(0);
  });
});
