// Counter-notices through the API (issue 13): GET /api/counter-notices lists the caller's own with the
// restore window; POST /api/counter-notices/{id}/decision lets one go or pursues it, once, and only
// for the notice's owner.
import { takedownRoutes as contract } from "@unleak/contracts";
import { createClock } from "@unleak/core/clock/clock";
import { receiveReply } from "@unleak/core/takedowns/receive-reply";
import { leaks, noticeItems, notices } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
/** Received Monday 2027-06-14 09:00 UTC: the window runs to 29 June and 6 July (Juneteenth skipped). */
const clock = createClock({ realNow: () => Date.parse("2027-06-14T09:00:00Z") });

describe.each(kinds)("counter-notices through the API on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let nova: TestBrowser;
  let novaId: string;
  let mira: TestBrowser;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [nova, novaId] = await server.signedInBrowser("nova@example.test");
    [mira] = await server.signedInBrowser("mira@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("lists the owner's counter-notice with its window, decides it once, and refuses another creator", async () => {
    const { db } = server.runtime;
    const url = "https://leaks.example/nova/counter";
    const [leak] = await db
      .insert(leaks)
      .values({ userId: novaId, url, siteId: "erome", siteName: "EroMe", category: "leak-aggregator", title: "Nova set", kind: "picture", quality: "exact", distance: 4, evidence: { url, title: "Nova set", fetchedAt: "2027-06-01T10:00:00.000Z", httpStatus: 200 }, status: "sent" })
      .returning();
    const [notice] = await db
      .insert(notices)
      .values({
        userId: novaId,
        reference: "UL-CNTAPI",
        basis: "dmca",
        recipientKind: "host",
        recipientName: "Host Example",
        channel: "email",
        address: "abuse@host.example",
        language: "en",
        routeReason: { code: "host_abuse", params: {} },
        subject: "DMCA notice UL-CNTAPI",
        body: "notice",
        raw: "notice",
        rawSha256: "0".repeat(64),
        messageId: "<ul-cntapi@unleak.test>",
        status: "sent",
        createdAt: new Date("2027-06-01T10:00:00Z"),
        sentAt: new Date("2027-06-01T10:05:00Z"),
      })
      .returning();
    await db.insert(noticeItems).values({ noticeId: notice!.id, userId: novaId, leakId: leak!.id, address: "abuse@host.example", pageUrl: url, mediaUrls: [] });
    expect((await answerOf(contract.counterNotices, await nova.request("/api/counter-notices"), 200)).counterNotices).toEqual([]);

    await receiveReply({
      db,
      clock,
      mail: {
        raw: "From: abuse@host.example\r\n\r\nbody",
        messageId: "<counter-1@host.example>",
        inReplyTo: "<ul-cntapi@unleak.test>",
        references: [],
        from: "abuse@host.example",
        to: "notices@inbound.unleak.test",
        subject: "Counter-notification",
        text: "We have received a counter-notification from the uploader of the material. The material will be restored in 10 business days unless you file an action seeking a court order.",
        receivedAt: clock.now(),
      },
    });
    const listed = await answerOf(contract.counterNotices, await nova.request("/api/counter-notices"), 200);
    expect(listed.counterNotices).toEqual([
      expect.objectContaining({ leakId: leak!.id, noticeId: notice!.id, leakStatus: "counter_noticed", earliestRestore: "2027-06-29T09:00:00.000Z", latestRestore: "2027-07-06T09:00:00.000Z", decision: null, meaning: "awaiting_decision" }),
    ]);
    expect((await answerOf(contract.counterNotices, await mira.request("/api/counter-notices"), 200)).counterNotices).toEqual([]);

    const path = `/api/counter-notices/${notice!.id}/decision`;
    expect((await answerOf(contract.decideCounterNotice, await mira.request(path, { method: "POST", json: { decision: "pursue" } }), 404)).error.code).toBe("NOT_FOUND");
    expect((await answerOf(contract.decideCounterNotice, await nova.request(path, { method: "POST", json: { decision: "maybe" } }), 422)).error.code).toBe("VALIDATION_FAILED");
    const decided = await answerOf(contract.decideCounterNotice, await nova.request(path, { method: "POST", json: { decision: "pursue" } }), 200);
    expect(decided.counterNotices).toEqual([expect.objectContaining({ meaning: "pursue", leakStatus: "escalated", decision: expect.objectContaining({ decision: "pursue" }) })]);
    expect((await db.select().from(leaks).where(eq(leaks.id, leak!.id)))[0]!.status).toBe("escalated");
    expect((await answerOf(contract.decideCounterNotice, await nova.request(path, { method: "POST", json: { decision: "let_go" } }), 409)).error.code).toBe("CONFLICT");
  });
});
