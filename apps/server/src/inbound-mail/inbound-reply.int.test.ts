// The whole inbound path: a host answers a notice over SMTP, the listener hands the mail to core's
// receiveReply, and the reply is stored threaded to its notice, which is now acknowledged.
import { createClock } from "@unleak/core/clock/clock";
import { receiveReply } from "@unleak/core/takedowns/receive-reply";
import { seedCreator } from "@unleak/core/testing/seed";
import { noticeReplies, notices } from "@unleak/db";
import { createPgliteTestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { startInboundMail } from "./start-inbound-mail";

const domain = "inbound.unleak.test";
const clock = createClock({ realNow: () => Date.parse("2026-11-20T12:00:00Z") });

describe("a host's reply over SMTP", () => {
  it("is stored threaded to its notice", async () => {
    const database = await createPgliteTestDatabase();
    const { db } = database.handle;
    const listener = await startInboundMail({ port: 0, domain, clock, log: () => {}, onMail: (mail) => receiveReply({ db, clock, mail }) });
    try {
      await seedCreator(db, { id: "nova", email: "nova@example.test" });
      const [notice] = await db
        .insert(notices)
        .values({
          userId: "nova",
          reference: "UL-7K3QX9",
          basis: "dmca",
          recipientKind: "site",
          recipientName: "Vidleakr",
          channel: "email",
          address: "dmca@vidleakr.example",
          language: "en",
          routeReason: { code: "site_email", params: {} },
          subject: "DMCA notice UL-7K3QX9",
          body: "notice",
          raw: "notice",
          rawSha256: "0".repeat(64),
          messageId: "<ul-7k3qx9@unleak.test>",
          status: "sent",
          createdAt: new Date("2026-11-19T10:00:00Z"),
        })
        .returning();
      const transport = nodemailer.createTransport({ host: "127.0.0.1", port: listener.port, secure: false, ignoreTLS: true });
      await transport.sendMail({
        from: "dmca@vidleakr.example",
        to: `notices+UL-7K3QX9@${domain}`,
        subject: "Re: DMCA notice UL-7K3QX9",
        text: "Thank you for your notice. Your ticket number is #TKT-48213.",
        messageId: "<reply-1@vidleakr.example>",
        inReplyTo: "<ul-7k3qx9@unleak.test>",
      });
      const [reply] = await db.select().from(noticeReplies).where(eq(noticeReplies.messageId, "<reply-1@vidleakr.example>"));
      expect(reply).toMatchObject({ noticeId: notice!.id, kind: "acknowledged", ticket: "TKT-48213", threadedBy: "message_id", fromAddress: "dmca@vidleakr.example" });
      expect((await db.select().from(notices).where(eq(notices.id, notice!.id)))[0]).toMatchObject({ status: "acknowledged", ticket: "TKT-48213" });
    } finally {
      await listener.close();
      await database.dispose();
    }
  });
});
