// A leak's timeline tells its case in time order from what the pipeline stored, on a clock the test
// moves: found with its match, the first notice with its text exactly as sent, the host's reply, the
// removal checks with their evidence, the W1 wave and its reminder, the removal once a second check
// confirmed it, and a re-upload's child case (linked both ways); a counter-notice, the creator's
// decision and the hand-over; and no other creator reads it.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { digitalSignatures, identityVerifications, leaks, noticeItems, notices, removalRequests, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { startQueue, type Queue } from "@unleak/jobs";
import { createFetcher } from "@unleak/scanner";
import { startLocalServer, type LocalServer } from "@unleak/scanner/fetch/local-test-server";
import type { Route } from "@unleak/takedown";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { seedCreator } from "../testing/seed";
import { createFileStorage } from "../storage/file-storage";
import { checkLeak } from "./check-leak";
import { composeRequest } from "./compose-notices";
import { decideCounterNotice } from "./counter-notices";
import { escalateLeak } from "./escalate";
import { listLeakTimeline } from "./list-leak-timeline";
import { receiveReply } from "./receive-reply";
import { sendNotice } from "./send-notice";
import type { TakedownServices } from "./takedown-services";

const kinds = await testDatabaseKinds();
const hour = 3_600_000;
const day = 24 * hour;
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");
/** Paths the site has taken down; its other leak pages are up, and an address that cannot exist is a 404. */
const gone = new Set<string>();

describe.each(kinds)("a leak's timeline on $kind", ({ kind, create }) => {
  let database: TestDatabase & { url?: string };
  let queue: Queue;
  let site: LocalServer;
  let services: TakedownServices;
  let realTime = Date.parse("2026-11-10T12:00:00Z"); // a Tuesday
  const userId = `timeline-${kind}`;
  const creator = { kind: "creator" as const, userId };
  let siteRoute: Route;

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    await seedCreator(db, { id: userId, email: `${userId}@example.test` });
    await seedCreator(db, { id: `${userId}-other`, email: `${userId}-other@example.test` });
    await db.insert(digitalSignatures).values({ userId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets", documentHash: "c".repeat(64) });
    await db.insert(identityVerifications).values({ userId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId, name: "Nova Quill" });
    queue = await startQueue(database.url ? { connectionString: database.url } : { executeSql: database.handle.executeSql });
    site = await startLocalServer((request, response) => {
      const removed = gone.has(request.url ?? "") || !request.url?.startsWith("/v/");
      response.writeHead(removed ? 404 : 200, { "content-type": "text/html" });
      response.end(removed ? "<html><head><title>Not Found</title></head><body><h1>Not Found</h1></body></html>" : "<html><head><title>Leak</title></head><body><h1>Leaked set</h1><p>The full set, watch now.</p></body></html>");
    });
    siteRoute = { recipientKind: "site", recipientName: "Vidleakr", channel: "email", address: "dmca@vidleakr.example", basis: "dmca", language: "en", reason: { code: "site_email", params: {} } };
    services = {
      db,
      queue,
      clock: createClock({ realNow: () => realTime }),
      storage: createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-timeline-")), secret: "s", keys: { current: randomBytes(32) } }),
      agent: { name: "Unleak", address: "1 Loopback Way", email: "takedowns@unleak.test", phone: null, signatory: "Desk", website: null },
      routeLeak: async () => [siteRoute],
      mail: { send: async () => ({ response: "250 OK" }) },
      forms: { post: async () => ({ status: 500, body: "" }) },
      from: "Unleak <takedowns@unleak.test>",
      replyDomain: "unleak.test",
      baseUrl: "http://localhost:3000",
      checks: {
        fetcher: createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port }, respectRobots: false, retries: 0 }),
        markersFor: () => ({ removedMarkers: [], soft404Markers: [] }),
        searchUrlFor: () => null,
      },
    };
  });
  afterAll(async () => {
    await queue?.stop();
    await site?.close();
    await database?.dispose();
  });

  /** A leak found a day ago, its removal requested and its first notice sent now. */
  async function filedLeak(slug: string, values: Partial<typeof leaks.$inferInsert> = {}) {
    const { db } = services;
    const url = `http://vidleakr.localhost:${site.port}/v/${slug}`;
    const [leak] = await db
      .insert(leaks)
      .values({ userId, url, siteId: "vidleakr", siteName: "Vidleakr", category: "tube", title: slug, kind: "picture", quality: "high", distance: 8, status: "queued", firstSeenAt: new Date(realTime - day), evidence: { url, title: slug, fetchedAt: new Date(realTime - day).toISOString(), httpStatus: 200 }, ...values })
      .returning();
    const [request] = await db.insert(removalRequests).values({ userId, leakIds: [leak!.id], requestedAt: services.clock.now() }).returning();
    await composeRequest(services, request!.id);
    const [notice] = await noticesOf(leak!.id);
    await sendNotice(services, notice!.id);
    return { leak: leak!, notice: (await noticesOf(leak!.id))[0]! };
  }
  const noticesOf = async (leakId: string) =>
    (await services.db.select({ notice: notices }).from(noticeItems).innerJoin(notices, eq(notices.id, noticeItems.noticeId)).where(eq(noticeItems.leakId, leakId)).orderBy(asc(notices.wave), asc(notices.createdAt))).map((row) => row.notice);
  const reply = (notice: typeof notices.$inferSelect, text: string) =>
    receiveReply({
      db: services.db,
      clock: services.clock,
      mail: { raw: `From: abuse@vidleakr.example\r\n\r\n${text}`, messageId: `<${randomBytes(6).toString("hex")}@vidleakr.example>`, inReplyTo: notice.messageId, references: [], from: "abuse@vidleakr.example", to: "notices@unleak.test", subject: `Re: ${notice.subject}`, text, receivedAt: services.clock.now() },
    });

  it("tells a removed case in time order: found, the notice as sent, the reply, the checks, the wave, the confirmed removal, the re-upload", async () => {
    const { leak, notice } = await filedLeak(`removed-${kind}`);
    realTime += 2 * hour;
    await reply(notice, `Thank you for your notice.\r\n\r\nTicket number VL-77.\r\n\r\n${"We will review the material and act where the law requires it. ".repeat(5)}`);
    realTime += day;
    await checkLeak(services, leak.id); // still up
    realTime = Date.parse("2026-11-18T12:00:00Z"); // past the W1 reminder's date (72 h: a 48-hour law applies)
    await escalateLeak(services, leak.id);
    const reminder = (await noticesOf(leak.id)).find((row) => row.wave === 1)!;
    await sendNotice(services, reminder.id);
    gone.add(new URL(leak.url).pathname);
    realTime += day;
    await checkLeak(services, leak.id);
    realTime += 25 * hour;
    await checkLeak(services, leak.id); // the second check a day later confirms it
    const [child] = await services.db
      .insert(leaks)
      .values({ userId, url: `http://mirror.localhost:${site.port}/copy`, siteId: "mirror", siteName: "Mirror", category: "tube", title: "copy", kind: "picture", quality: "exact", status: "new", parentLeakId: leak.id, firstSeenAt: new Date(realTime + day), evidence: { url: "", title: "", fetchedAt: new Date(realTime).toISOString(), httpStatus: 200 } })
      .returning();

    const { tracking, entries } = await listLeakTimeline({ services, actor: creator, ownerId: userId, leakId: leak.id });
    expect(tracking).toMatchObject({ status: "removed", parentLeakId: null, nextStep: null, handedOverAt: null });
    expect(entries.map((entry) => (entry.kind === "notice" ? `notice W${entry.wave}` : entry.kind === "check" ? `check ${entry.check.outcome}` : entry.kind))).toEqual([
      "found",
      "notice W0",
      "reply",
      "check up",
      "wave",
      "notice W1",
      "check removed",
      "removed",
      "check removed",
      "reupload",
    ]);
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort());
    const [found, first, answer, , wave, second, gone404, removed] = entries;
    expect(found).toEqual({ kind: "found", at: leak.firstSeenAt.toISOString(), siteName: "Vidleakr", url: leak.url, evidence: "high", distance: 8, parentLeakId: null });
    const sent = (await noticesOf(leak.id))[0]!;
    expect(first).toMatchObject({ noticeId: sent.id, reference: sent.reference, wave: 0, recipientKind: "site", recipientName: "Vidleakr", address: "dmca@vidleakr.example", basis: "dmca", status: "removed", subject: sent.subject, body: sent.body, rawSha256: sent.rawSha256 });
    expect(first!.at).toBe(sent.sentAt!.toISOString());
    expect(answer).toMatchObject({ kind: "reply", noticeId: sent.id, reference: sent.reference, replyKind: "acknowledged", from: "abuse@vidleakr.example" });
    expect(answer!.kind === "reply" && answer.excerpt).toMatch(/^Thank you for your notice\. Ticket number VL-77\. .{100,}…$/);
    expect(answer!.kind === "reply" && answer.excerpt.length).toBe(201);
    expect(wave).toMatchObject({ kind: "wave", wave: 1, action: "reminder", reason: "reminder_48h_duty", recipients: ["dmca@vidleakr.example"] });
    expect(second).toMatchObject({ kind: "notice", wave: 1, noticeId: reminder.id });
    expect(second!.kind === "notice" && second.body).toMatch(/^REMINDER\. Our notice /);
    expect(gone404).toMatchObject({ kind: "check", check: { target: "page", outcome: "removed", reason: "http-404", httpStatus: 404 } });
    expect(gone404!.kind === "check" && gone404.check.bodySha256).toMatch(/^[0-9a-f]{64}$/);
    expect(removed).toEqual({ kind: "removed", at: gone404!.at }); // first seen at the first 404, confirmed by the next check
    expect(entries.at(-1)).toEqual({ kind: "reupload", at: child!.firstSeenAt.toISOString(), leakId: child!.id, siteName: "Mirror", url: child!.url });

    // The child case names the case it continues.
    const copy = await listLeakTimeline({ services, actor: creator, ownerId: userId, leakId: child!.id });
    expect(copy.tracking.parentLeakId).toBe(leak.id);
    expect(copy.entries).toEqual([expect.objectContaining({ kind: "found", evidence: "exact", parentLeakId: leak.id })]);
  });

  it("tells a counter-notice, the creator's decision to pursue it and the hand-over, and never a removal without its checks", async () => {
    const { leak, notice } = await filedLeak(`countered-${kind}`);
    realTime += day;
    await reply(notice, "We have received a counter-notification from the uploader of the material. The material will be restored in 10 business days unless you file an action seeking a court order.");
    realTime += hour;
    await decideCounterNotice({ db: services.db, clock: services.clock, actor: creator, ownerId: userId, noticeId: notice.id, decision: "pursue" });
    const { tracking, entries } = await listLeakTimeline({ services, actor: creator, ownerId: userId, leakId: leak.id });
    expect(entries.map((entry) => (entry.kind === "reply" ? `reply ${entry.replyKind}` : entry.kind))).toEqual(["found", "notice", "reply counter_notice", "decision", "handed_over"]);
    expect(entries[3]).toEqual({ kind: "decision", at: new Date(realTime).toISOString(), noticeId: notice.id, reference: notice.reference, decision: "pursue" });
    expect(entries[4]).toEqual({ kind: "handed_over", at: new Date(realTime).toISOString() });
    expect(tracking).toMatchObject({ status: "escalated", handedOverAt: new Date(realTime).toISOString(), removedAt: null });
  });

  it("is the owner's alone: another creator's timeline of it is not found", async () => {
    const [leak] = await services.db.select().from(leaks).where(and(eq(leaks.userId, userId))).limit(1);
    const other = { kind: "creator" as const, userId: `${userId}-other` };
    expect(await codeOf(listLeakTimeline({ services, actor: other, ownerId: other.userId, leakId: leak!.id }))).toBe("NOT_FOUND");
    expect(await codeOf(listLeakTimeline({ services, actor: other, ownerId: userId, leakId: leak!.id }))).toBe("NOT_FOUND");
  });
});
