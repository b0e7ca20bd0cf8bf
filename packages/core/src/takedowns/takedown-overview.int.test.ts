// The administrators' takedown overview counts notices by status, lists failures with their reason,
// counts unthreaded replies, and per recipient what went, was answered and removed, and how fast.
import { leaks, noticeItems, noticeReplies, notices } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCreator } from "../testing/seed";
import { getTakedownOverview } from "./takedown-overview";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");

describe.each(kinds)("the takedown overview on $kind", ({ create }) => {
  let database: TestDatabase;
  const admin = { kind: "admin" as const, userId: "boss" };

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    await seedCreator(db, { id: "overview-nova", email: "overview@example.test" });
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
  });
  afterAll(async () => database?.dispose());

  it("counts the queue, lists failures and measures each recipient, for administrators only", async () => {
    const { db } = database.handle;
    const overview = await getTakedownOverview({ db, actor: admin });
    expect(overview.byStatus).toEqual([
      { status: "acknowledged", notices: 1 },
      { status: "failed", notices: 1 },
    ]);
    expect(overview.failures).toEqual([expect.objectContaining({ reference: "UL-OVER02", lastError: "550 No such user" })]);
    expect(overview.unthreadedReplies).toBe(1);
    const site = overview.byRecipient.find((row) => row.address === "dmca@vidleakr.example");
    expect(site).toEqual({ recipientName: "Vidleakr", recipientKind: "site", address: "dmca@vidleakr.example", notices: 1, answered: 1, leaksRemoved: 1, medianHoursToRemoval: 6 });
    expect(await codeOf(getTakedownOverview({ db, actor: { kind: "creator", userId: "overview-nova" } }))).toBe("FORBIDDEN");
  });
});
