// Counter-notices (issue 13): a host's forwarded counter-notice marks the notice's leaks
// counter_noticed (a later reply does not overwrite it), the creator sees the §512(g) restore
// window (10 to 14 business days, US federal holidays skipped) and decides once: let it go (the
// leaks stay counter_noticed) or pursue it (handed over: "escalated"). Only the owner decides; the
// decision is a hash-chained notice-log entry.
import { randomUUID } from "node:crypto";
import { leaks, noticeEvents, noticeItems, notices } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { type Actor } from "../policy/actor";
import { seedCreator } from "../testing/seed";
import { decideCounterNotice, listCounterNotices } from "./counter-notices";
import { verifyNoticeLog } from "./notice-log";
import { type InboundMail, receiveReply } from "./receive-reply";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");

/** Monday 2027-06-14: Juneteenth is observed on Friday 2027-06-18. */
let realTime = Date.parse("2027-06-14T09:00:00Z");
const clock = createClock({ realNow: () => realTime });
const creator = (userId: string): Actor => ({ kind: "creator", userId });
const nova = creator("nova");

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

const counterText = "We have received a counter-notification from the uploader of the material. The material will be restored in 10 business days unless you file an action seeking a court order.";

describe.each(kinds)("counter-notices on $kind", ({ create }) => {
  let database: TestDatabase;
  let counter = 0;

  /** A sent notice to a host naming one leak of the owner's. */
  async function seedNotice(userId = "nova") {
    const { db } = database.handle;
    counter += 1;
    const reference = `UL-CNT${String(counter).padStart(3, "0")}`;
    const url = `https://leaks.example/${userId}/${counter}`;
    const evidence = { url, title: "Nova", fetchedAt: "2027-06-01T10:00:00.000Z", httpStatus: 200 };
    const [leak] = await db
      .insert(leaks)
      .values({ userId, url, siteId: "erome", siteName: "EroMe", category: "leak-aggregator", title: `Leak ${counter}`, kind: "picture", quality: "high", distance: 12, evidence, status: "sent" })
      .returning();
    const [notice] = await db
      .insert(notices)
      .values({
        userId,
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
        messageId: `<${reference.toLowerCase()}@unleak.test>`,
        status: "sent",
        createdAt: new Date("2027-06-01T10:00:00Z"),
        sentAt: new Date("2027-06-01T10:05:00Z"),
      })
      .returning();
    await db.insert(noticeItems).values({ noticeId: notice!.id, userId, leakId: leak!.id, address: "abuse@host.example", pageUrl: url, mediaUrls: [] });
    return { notice: notice!, leakId: leak!.id };
  }

  const leakOf = async (id: string) => (await database.handle.db.select().from(leaks).where(eq(leaks.id, id)))[0]!;

  beforeAll(async () => {
    realTime = Date.parse("2027-06-14T09:00:00Z");
    database = await create();
    await seedCreator(database.handle.db, { id: "nova", email: "nova@example.test" });
    await seedCreator(database.handle.db, { id: "mira", email: "mira@example.test" });
  });
  afterAll(async () => database?.dispose());

  it("marks the leak counter_noticed, lists it with the 10 to 14 business-day window, and a later reply does not overwrite it", async () => {
    const { db } = database.handle;
    const { notice, leakId } = await seedNotice();
    expect(await listCounterNotices({ db, actor: nova, ownerId: "nova" })).toEqual([]);
    const { reply } = await receiveReply({ db, clock, mail: mail({ inReplyTo: notice.messageId, text: counterText }) });
    expect(reply.kind).toBe("counter_notice");
    expect((await leakOf(leakId)).status).toBe("counter_noticed");

    const [entry, ...rest] = await listCounterNotices({ db, actor: nova, ownerId: "nova" });
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      leakId,
      leakTitle: "Leak 1",
      leakStatus: "counter_noticed",
      noticeId: notice.id,
      noticeReference: notice.reference,
      reply: { id: reply.id, from: "abuse@host.example", text: counterText, receivedAt: "2027-06-14T09:00:00.000Z" },
      earliestRestore: "2027-06-29T09:00:00.000Z",
      latestRestore: "2027-07-06T09:00:00.000Z",
      decision: null,
      meaning: "awaiting_decision",
    });

    // The host's later "removed" moves nothing: the leak waits on the creator.
    realTime += 3_600_000;
    await receiveReply({ db, clock, mail: mail({ inReplyTo: notice.messageId, text: "The material at the URLs you reported has been removed." }) });
    expect((await leakOf(leakId)).status).toBe("counter_noticed");
    // A second counter-notice mail does not restart the clock.
    await receiveReply({ db, clock, mail: mail({ inReplyTo: notice.messageId, text: counterText }) });
    expect((await listCounterNotices({ db, actor: nova, ownerId: "nova" }))[0]).toMatchObject({ earliestRestore: "2027-06-29T09:00:00.000Z" });
  });

  it("lets a counter-notice go: the leak stays counter_noticed, the decision is logged and final", async () => {
    const { db } = database.handle;
    const { notice, leakId } = await seedNotice();
    await receiveReply({ db, clock, mail: mail({ inReplyTo: notice.messageId, text: counterText }) });
    realTime += 60_000;
    const [entry] = await decideCounterNotice({ db, clock, actor: nova, ownerId: "nova", noticeId: notice.id, decision: "let_go" });
    expect(entry).toMatchObject({ leakId, decision: { decision: "let_go", at: new Date(realTime).toISOString() }, meaning: "let_go", leakStatus: "counter_noticed" });
    expect((await leakOf(leakId)).handedOverAt).toBeNull();
    const events = await db.select().from(noticeEvents).where(and(eq(noticeEvents.noticeId, notice.id), eq(noticeEvents.kind, "decision")));
    expect(events.map((event) => event.detail)).toEqual([expect.objectContaining({ decision: "let_go", at: new Date(realTime).toISOString(), leakIds: [leakId] })]);
    expect(await verifyNoticeLog(db, "nova")).toMatchObject({ intact: true });
    expect(await codeOf(decideCounterNotice({ db, clock, actor: nova, ownerId: "nova", noticeId: notice.id, decision: "pursue" }))).toBe("CONFLICT");
    expect((await leakOf(leakId)).status).toBe("counter_noticed");
  });

  it("pursues a counter-notice: the leak is handed over (escalated) and a later reply does not move it back", async () => {
    const { db } = database.handle;
    const { notice, leakId } = await seedNotice();
    await receiveReply({ db, clock, mail: mail({ inReplyTo: notice.messageId, text: counterText }) });
    const [entry] = await decideCounterNotice({ db, clock, actor: nova, ownerId: "nova", noticeId: notice.id, decision: "pursue" });
    expect(entry).toMatchObject({ meaning: "pursue", leakStatus: "escalated", decision: { decision: "pursue" } });
    const leak = await leakOf(leakId);
    expect(leak).toMatchObject({ status: "escalated", handedOverAt: new Date(realTime) });
    await receiveReply({ db, clock, mail: mail({ inReplyTo: notice.messageId, text: "We cannot process your notice: it lacks a statement under penalty of perjury." }) });
    expect((await leakOf(leakId)).status).toBe("escalated");
    expect(await verifyNoticeLog(db, "nova")).toMatchObject({ intact: true });
  });

  it("shows and decides only the owner's counter-notices, and refuses a notice without one", async () => {
    const { db } = database.handle;
    const { notice } = await seedNotice();
    await receiveReply({ db, clock, mail: mail({ inReplyTo: notice.messageId, text: counterText }) });
    const mira = creator("mira");
    expect(await listCounterNotices({ db, actor: mira, ownerId: "mira" })).toEqual([]);
    expect(await codeOf(decideCounterNotice({ db, clock, actor: mira, ownerId: "mira", noticeId: notice.id, decision: "pursue" }))).toBe("NOT_FOUND");
    expect(await codeOf(decideCounterNotice({ db, clock, actor: mira, ownerId: "nova", noticeId: notice.id, decision: "pursue" }))).not.toBe("allowed");
    expect((await listCounterNotices({ db, actor: nova, ownerId: "nova" })).find((entry) => entry.noticeId === notice.id)?.decision).toBeNull();
    const plain = await seedNotice();
    expect(await codeOf(decideCounterNotice({ db, clock, actor: nova, ownerId: "nova", noticeId: plain.notice.id, decision: "let_go" }))).toBe("VALIDATION_FAILED");
  });
});
