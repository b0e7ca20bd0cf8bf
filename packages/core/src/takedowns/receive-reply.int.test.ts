// Hosts' replies are threaded to their notice in each of the four ways, stored once per Message-ID,
// kept (unthreaded) when nothing names a notice, move the notice and its leaks on, and append a
// "reply" entry to the creator's notice log without breaking its chain.
import { randomUUID } from "node:crypto";
import { leaks, noticeEvents, noticeItems, noticeReplies, notices } from "@unleak/db";
import type { NoticeStatus } from "@unleak/contracts";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { visitor } from "../policy/actor";
import { seedCreator } from "../testing/seed";
import { listInboundReplies } from "./list-inbound-replies";
import { verifyNoticeLog } from "./notice-log";
import { type InboundMail, receiveReply } from "./receive-reply";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");
const admin = { kind: "admin" as const, userId: "boss" };

/** A clock standing still at a known time, so stored times can be asserted. */
let realTime = Date.parse("2026-11-20T12:00:00Z");
const clock = createClock({ realNow: () => realTime });

function mail(overrides: Partial<InboundMail>): InboundMail {
  return {
    raw: "From: abuse@host.example\r\n\r\nbody",
    messageId: `<${randomUUID()}@host.example>`,
    inReplyTo: null,
    references: [],
    from: "abuse@host.example",
    to: "notices@inbound.unleak.test",
    subject: "Your report",
    text: "",
    receivedAt: new Date(realTime),
    ...overrides,
  };
}

describe.each(kinds)("receiving hosts' replies on $kind", ({ create }) => {
  let database: TestDatabase;
  let counter = 0;

  /** A notice to a host naming one leak of nova's, in the given status. */
  async function seedNotice({ reference, status = "sent", messageId = null, ticket = null }: { reference: string; status?: NoticeStatus; messageId?: string | null; ticket?: string | null }) {
    const { db } = database.handle;
    counter += 1;
    const url = `https://leaks.example/nova/${counter}`;
    const evidence = { url, title: "Nova", fetchedAt: "2026-11-01T10:00:00.000Z", httpStatus: 200 };
    const [leak] = await db
      .insert(leaks)
      .values({ userId: "nova", url, siteId: "erome", siteName: "EroMe", category: "leak-aggregator", title: "Nova", kind: "picture", quality: "high", distance: 12, evidence, status: status === "sent" ? "sent" : "queued" })
      .returning();
    const [notice] = await db
      .insert(notices)
      .values({
        userId: "nova",
        reference,
        basis: "dmca",
        recipientKind: "host",
        recipientName: "Host Example",
        channel: "email",
        address: "abuse@host.example",
        language: "en",
        routeReason: { code: "host_abuse", params: {} },
        subject: `DMCA notice ${reference}`,
        body: "notice",
        raw: "notice",
        rawSha256: "0".repeat(64),
        messageId,
        status,
        ticket,
        createdAt: new Date("2026-11-19T10:00:00Z"),
        sentAt: status === "sent" ? new Date("2026-11-19T10:05:00Z") : null,
      })
      .returning();
    await db.insert(noticeItems).values({ noticeId: notice!.id, userId: "nova", leakId: leak!.id, address: "abuse@host.example", pageUrl: url, mediaUrls: [] });
    return { notice: notice!, leakId: leak!.id };
  }

  const noticeOf = async (id: string) => (await database.handle.db.select().from(notices).where(eq(notices.id, id)))[0]!;
  const leakStatus = async (id: string) => (await database.handle.db.select().from(leaks).where(eq(leaks.id, id)))[0]!.status;
  const replyEvents = async (noticeId: string) => database.handle.db.select().from(noticeEvents).where(eq(noticeEvents.noticeId, noticeId));

  beforeAll(async () => {
    database = await create();
    await seedCreator(database.handle.db, { id: "nova", email: "nova@example.test" });
  });
  afterAll(async () => database?.dispose());

  it("threads by the notice's Message-ID, acknowledges it with the host's ticket, and logs the reply", async () => {
    const { db } = database.handle;
    const { notice, leakId } = await seedNotice({ reference: "UL-AAAAA1", messageId: "<ul-aaaaa1@unleak.test>" });
    realTime += 60_000;
    const { reply, duplicate } = await receiveReply({
      db,
      clock,
      mail: mail({ inReplyTo: "<ul-aaaaa1@unleak.test>", text: "Thank you for your notice. Your ticket number is #TKT-48213. We will review the reported material." }),
    });
    expect(duplicate).toBe(false);
    expect(reply).toMatchObject({ noticeId: notice.id, userId: "nova", kind: "acknowledged", ticket: "TKT-48213", threadedBy: "message_id", receivedAt: new Date(realTime) });
    expect(await noticeOf(notice.id)).toMatchObject({ status: "acknowledged", ticket: "TKT-48213", repliedAt: new Date(realTime) });
    expect(await leakStatus(leakId)).toBe("acknowledged");
    const events = await replyEvents(notice.id);
    expect(events.map((event) => [event.kind, event.detail])).toEqual([["reply", { replyId: reply.id, kind: "acknowledged", ticket: "TKT-48213", threadedBy: "message_id" }]]);
    expect(events[0]!.at).toEqual(new Date(realTime));
    expect(await verifyNoticeLog(db, "nova")).toMatchObject({ intact: true });
  });

  it("threads by References, whichever way the Message-ID is bracketed", async () => {
    const { notice } = await seedNotice({ reference: "UL-AAAAA2", messageId: "<ul-aaaaa2@unleak.test>" });
    const { reply } = await receiveReply({ db: database.handle.db, clock, mail: mail({ references: ["<other@host.example>", "ul-aaaaa2@unleak.test"], text: "Noted." }) });
    expect(reply).toMatchObject({ noticeId: notice.id, threadedBy: "message_id" });
  });

  it("threads by our reply address, and records a host's 'removed' without claiming the removal", async () => {
    const { notice, leakId } = await seedNotice({ reference: "UL-AAAAA3" });
    const { reply } = await receiveReply({
      db: database.handle.db,
      clock,
      mail: mail({ to: "Notices+ul-aaaaa3@Inbound.Unleak.test", subject: "Re: your mail", text: "The material at the URLs you reported has been removed." }),
    });
    expect(reply).toMatchObject({ noticeId: notice.id, kind: "removed", threadedBy: "address" });
    expect((await noticeOf(notice.id)).status).toBe("acknowledged");
    expect(await leakStatus(leakId)).toBe("acknowledged");
  });

  it("threads by the reference quoted in the subject, and a refusal rejects the notice with its reason", async () => {
    const { notice, leakId } = await seedNotice({ reference: "UL-AAAAA4" });
    const { reply } = await receiveReply({
      db: database.handle.db,
      clock,
      mail: mail({ subject: "Re: DMCA notice UL-AAAAA4: 1 URL", text: "We cannot process your notice: it lacks a statement under penalty of perjury. Ticket #TKT-1." }),
    });
    expect(reply).toMatchObject({ noticeId: notice.id, kind: "rejected", threadedBy: "reference", reason: "it lacks a statement under penalty of perjury" });
    expect(await noticeOf(notice.id)).toMatchObject({ status: "rejected", rejectionReason: "it lacks a statement under penalty of perjury", ticket: "TKT-1" });
    expect(await leakStatus(leakId)).toBe("rejected");
  });

  it("threads by a ticket the notice already has, keeps a counter-notice as the reply's kind, and leaves an acknowledged notice acknowledged", async () => {
    const { notice } = await seedNotice({ reference: "UL-AAAAA5", status: "acknowledged", ticket: "CASE-9001" });
    const { reply } = await receiveReply({
      db: database.handle.db,
      clock,
      mail: mail({ subject: "Update on ticket #CASE-9001", text: "We have received a counter-notification from the uploader of the material. The material will be restored in 10 business days." }),
    });
    expect(reply).toMatchObject({ noticeId: notice.id, kind: "counter_notice", threadedBy: "ticket" });
    expect(await noticeOf(notice.id)).toMatchObject({ status: "acknowledged", ticket: "CASE-9001" });
  });

  it("stores a CDN's forward as an acknowledgement that names where it went", async () => {
    const { notice } = await seedNotice({ reference: "UL-AAAAA6", messageId: "<ul-aaaaa6@unleak.test>" });
    const { reply } = await receiveReply({
      db: database.handle.db,
      clock,
      mail: mail({
        inReplyTo: "<ul-aaaaa6@unleak.test>",
        text: "We are a pass-through CDN and do not host this content. We have forwarded your complaint to the hosting provider: Offshore Racks, abuse contact abuse@offshore-racks.example.",
      }),
    });
    expect(reply).toMatchObject({ kind: "forwarded", reason: "abuse@offshore-racks.example" });
    expect((await noticeOf(notice.id)).status).toBe("acknowledged");
    expect((await replyEvents(notice.id))[0]!.detail).toMatchObject({ kind: "forwarded", forwardedTo: "abuse@offshore-racks.example" });
  });

  it("keeps a threaded reply it cannot read on the notice without moving the notice on", async () => {
    const { notice, leakId } = await seedNotice({ reference: "UL-AAAAA8", messageId: "<ul-aaaaa8@unleak.test>" });
    const { reply } = await receiveReply({ db: database.handle.db, clock, mail: mail({ inReplyTo: "<ul-aaaaa8@unleak.test>", text: "I am out of the office until Monday." }) });
    expect(reply).toMatchObject({ noticeId: notice.id, kind: "unparsed", threadedBy: "message_id" });
    expect(await noticeOf(notice.id)).toMatchObject({ status: "sent", repliedAt: new Date(realTime) });
    expect(await leakStatus(leakId)).toBe("sent");
    expect(await replyEvents(notice.id)).toHaveLength(1);
  });

  it("stores a Message-ID once: the same mail again returns the stored reply and logs nothing", async () => {
    const { db } = database.handle;
    const { notice } = await seedNotice({ reference: "UL-AAAAA7", messageId: "<ul-aaaaa7@unleak.test>" });
    const again = mail({ inReplyTo: "<ul-aaaaa7@unleak.test>", text: "Thank you for your notice." });
    const logBefore = await verifyNoticeLog(db, "nova");
    const first = await receiveReply({ db, clock, mail: again });
    const second = await receiveReply({ db, clock, mail: again });
    expect(second).toEqual({ reply: first.reply, duplicate: true });
    expect(await db.select().from(noticeReplies).where(eq(noticeReplies.messageId, again.messageId!))).toHaveLength(1);
    expect(await replyEvents(notice.id)).toHaveLength(1);
    expect(await verifyNoticeLog(db, "nova")).toMatchObject({ intact: true, length: logBefore.length + 1 });
  });

  it("keeps a reply nothing threads, unread, for the administrators, newest first; no one else reads them", async () => {
    const { db } = database.handle;
    const before = await verifyNoticeLog(db, "nova");
    realTime += 60_000;
    const older = await receiveReply({ db, clock, mail: mail({ subject: "Hello", text: "Who are you?", to: "notices+ul-zzzzz9@inbound.unleak.test" }) });
    realTime += 60_000;
    const newer = await receiveReply({ db, clock, mail: mail({ messageId: null, subject: "Out of office", text: "I am away until Monday." }) });
    for (const { reply } of [older, newer]) expect(reply).toMatchObject({ noticeId: null, userId: null, threadedBy: null, kind: "unparsed" });
    expect(await verifyNoticeLog(db, "nova")).toEqual(before);

    const inbound = await listInboundReplies({ db, actor: admin });
    expect(inbound.map((reply) => reply.id)).toEqual([newer.reply.id, older.reply.id]);
    expect(inbound[1]).toEqual({
      id: older.reply.id,
      kind: "unparsed",
      from: "abuse@host.example",
      to: "notices+ul-zzzzz9@inbound.unleak.test",
      subject: "Hello",
      text: "Who are you?",
      raw: "From: abuse@host.example\r\n\r\nbody",
      ticket: null,
      reason: null,
      receivedAt: new Date(realTime - 60_000).toISOString(),
    });
    expect(await codeOf(listInboundReplies({ db, actor: { kind: "creator", userId: "nova" } }))).toBe("FORBIDDEN");
    expect(await codeOf(listInboundReplies({ db, actor: visitor(null) }))).toBe("UNAUTHENTICATED");
  });
});
