// The administrators' takedown overview counts notices by status, lists the queue (each waiting
// notice with its creator, wave, age, attempts and the next attempt its job holds), lists failures
// with their reason, counts unthreaded and unparsed replies, and per recipient and per host what
// went, was answered and removed, and how fast. The unparsed replies are listed with their notice.
import { leaks, noticeItems, noticeReplies, notices, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Queue, sendNoticeJob, startQueue } from "@unleak/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { seedCreator } from "../testing/seed";
import { listUnparsedReplies } from "./list-unparsed-replies";
import { getTakedownOverview } from "./takedown-overview";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");

describe.each(kinds)("the takedown overview on $kind", ({ create }) => {
  let database: TestDatabase;
  let queue: Queue;
  const admin = { kind: "admin" as const, userId: "boss" };
  // The pipeline's clock, stopped on 3 November; an hour of the queue's (real) time is 10 of it.
  const now = new Date("2026-11-03T00:00:00Z");
  const clock = createClock({ scale: 10, realNow: () => now.getTime(), anchor: now.getTime() });
  let waitingId = "";

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    await seedCreator(db, { id: "overview-nova", email: "overview@example.test" });
    await db.insert(stageNames).values({ userId: "overview-nova", name: "Nova Quill" });
    const base = { userId: "overview-nova", basis: "dmca" as const, channel: "email" as const, language: "en", routeReason: { code: "site_email" as const, params: {} }, subject: "s", body: "b", raw: "r", rawSha256: "0".repeat(64) };
    const [sent, failed] = await db
      .insert(notices)
      .values([
        { ...base, reference: "UL-OVER01", recipientKind: "site", recipientName: "Vidleakr", address: "dmca@vidleakr.example", status: "acknowledged", createdAt: new Date("2026-11-01T00:00:00Z"), sentAt: new Date("2026-11-01T00:00:00Z"), repliedAt: new Date("2026-11-01T01:00:00Z") },
        { ...base, reference: "UL-OVER02", recipientKind: "host", recipientName: "Loopnet", address: "abuse@loopnet.example", status: "failed", lastError: "550 No such user", createdAt: new Date("2026-11-02T00:00:00Z") },
      ])
      .returning();
    const [removed] = await db
      .insert(leaks)
      .values({ userId: "overview-nova", url: "http://vidleakr.localhost/v/1", siteId: "vidleakr", siteName: "Vidleakr", category: "tube", title: "t", kind: "picture", quality: "exact", status: "removed", evidence: { url: "", title: "", fetchedAt: "2026-11-01T00:00:00Z", httpStatus: 200 }, trackingSince: new Date("2026-11-01T00:00:00Z"), removedAt: new Date("2026-11-01T06:00:00Z") })
      .returning();
    await db.insert(noticeItems).values({ noticeId: sent!.id, userId: "overview-nova", leakId: removed!.id, address: sent!.address, pageUrl: removed!.url, mediaUrls: [] });
    await db.insert(noticeItems).values({ noticeId: failed!.id, userId: "overview-nova", leakId: removed!.id, address: failed!.address, pageUrl: removed!.url, mediaUrls: [] });
    await db.insert(noticeReplies).values({ fromAddress: "x@unknown.example", toAddress: "notices@unleak.test", subject: "?", text: "?", raw: "?", kind: "unparsed", receivedAt: new Date() });
    // Threaded to its notice, but nothing in it the parser knows.
    await db.insert(noticeReplies).values({ noticeId: sent!.id, userId: "overview-nova", fromAddress: "dmca@vidleakr.example", toAddress: "notices+UL-OVER01@unleak.test", subject: "Re: UL-OVER01", text: "We will look at it maybe.", raw: "Subject: Re: UL-OVER01\n\nWe will look at it maybe.", kind: "unparsed", threadedBy: "reference", receivedAt: new Date("2026-11-02T12:00:00Z") });
    // The queue: a wave-1 reminder waiting for its second attempt in an hour, and one being sent (no job left: the sweep's).
    const [waiting] = await db
      .insert(notices)
      .values([
        { ...base, reference: "UL-OVER03", wave: 1, recipientKind: "site", recipientName: "Vidleakr", address: "dmca@vidleakr.example", status: "queued", attempts: 1, lastError: "421 try again later", createdAt: new Date("2026-11-02T18:00:00Z") },
        { ...base, reference: "UL-OVER04", wave: 2, recipientKind: "host", recipientName: "Loopnet", address: "abuse@loopnet.example", status: "sending", attempts: 2, createdAt: new Date("2026-11-02T21:00:00Z") },
      ])
      .returning();
    waitingId = waiting!.id;
    queue = await startQueue(database.url ? { connectionString: database.url } : { executeSql: database.handle.executeSql });
    await queue.send(sendNoticeJob, { noticeId: waitingId }, { startAfterSeconds: 3600 });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.dispose();
  });

  it("lists the queue with its creator, wave, age, attempts and next attempt, oldest first", async () => {
    const { db } = database.handle;
    const overview = await getTakedownOverview({ db, queue, clock, actor: admin });
    expect(overview.queue.map(({ nextAttemptAt: _, createdAt: __, id: ___, ...row }) => row)).toEqual([
      { reference: "UL-OVER03", status: "queued", recipientName: "Vidleakr", recipientKind: "site", address: "dmca@vidleakr.example", creatorId: "overview-nova", creatorName: "Nova Quill", wave: 1, ageHours: 6, attempts: 1, lastError: "421 try again later" },
      { reference: "UL-OVER04", status: "sending", recipientName: "Loopnet", recipientKind: "host", address: "abuse@loopnet.example", creatorId: "overview-nova", creatorName: "Nova Quill", wave: 2, ageHours: 3, attempts: 2, lastError: null },
    ]);
    // An hour of real time ahead is ten hours of the pipeline's (a few seconds pass while the test runs).
    const next = new Date(overview.queue[0]!.nextAttemptAt!).getTime();
    expect(next).toBeGreaterThan(now.getTime() + 9.9 * 3_600_000);
    expect(next).toBeLessThanOrEqual(now.getTime() + 10 * 3_600_000);
    expect(overview.queue[1]!.nextAttemptAt).toBeNull();
  });

  it("lists the replies threaded to a notice but not understood, with the notice, for administrators only", async () => {
    const { db } = database.handle;
    expect((await getTakedownOverview({ db, queue, clock, actor: admin })).unparsedReplies).toBe(1);
    const unparsed = await listUnparsedReplies({ db, actor: admin });
    expect(unparsed).toEqual([
      expect.objectContaining({
        kind: "unparsed",
        from: "dmca@vidleakr.example",
        raw: "Subject: Re: UL-OVER01\n\nWe will look at it maybe.",
        notice: expect.objectContaining({ reference: "UL-OVER01", recipientName: "Vidleakr", address: "dmca@vidleakr.example", status: "acknowledged", creatorId: "overview-nova", creatorName: "Nova Quill" }),
      }),
    ]);
    expect(await codeOf(listUnparsedReplies({ db, actor: { kind: "creator", userId: "overview-nova" } }))).toBe("FORBIDDEN");
  });

  it("measures each host of the leaks, whatever recipients its notices went to", async () => {
    const { db } = database.handle;
    const { byHost } = await getTakedownOverview({ db, queue, clock, actor: admin });
    // One leak on vidleakr.localhost, named by a notice to the site and one to its host: it counts once.
    expect(byHost).toEqual([{ host: "vidleakr.localhost", leaks: 1, notices: 2, answered: 1, removed: 1, delistedOnly: 0, failed: 0, medianHoursToRemoval: 6 }]);
  });

  it("counts the queue, lists failures and measures each recipient, for administrators only", async () => {
    const { db } = database.handle;
    const overview = await getTakedownOverview({ db, queue, clock, actor: admin });
    expect(overview.byStatus).toEqual([
      { status: "acknowledged", notices: 1 },
      { status: "failed", notices: 1 },
      { status: "queued", notices: 1 },
      { status: "sending", notices: 1 },
    ]);
    expect(overview.failures).toEqual([expect.objectContaining({ reference: "UL-OVER02", lastError: "550 No such user" })]);
    expect(overview.unthreadedReplies).toBe(1);
    const site = overview.byRecipient.find((row) => row.address === "dmca@vidleakr.example");
    expect(site).toEqual({ recipientName: "Vidleakr", recipientKind: "site", address: "dmca@vidleakr.example", notices: 2, answered: 1, leaksRemoved: 1, medianHoursToRemoval: 6 });
    expect(await codeOf(getTakedownOverview({ db, queue, clock, actor: { kind: "creator", userId: "overview-nova" } }))).toBe("FORBIDDEN");
  });
});
