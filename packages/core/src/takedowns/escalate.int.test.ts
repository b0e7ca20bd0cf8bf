// Escalation in waves (issue 13), on a clock the test moves: each wave leaves on its own date (the
// job queued for it, once), to its own recipients: W1 a reminder to the site; W2 the hosting provider
// and the site's payment processor; W3 the domain's registrar and a search engine's delisting, with a
// last reminder to everyone so far; W4 the case is handed over. Business days skip the configured
// country's holidays; a lost wave job is swept up; a second run sends nothing twice. A platform under
// a 48-hour removal law gets its reminder after 72 hours instead.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { digitalSignatures, identityVerifications, leaks, noticeEvents, noticeItems, notices, notifications, removalRequests, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { escalationJob, startQueue, type Queue } from "@unleak/jobs";
import type { Route } from "@unleak/takedown";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { createMailer } from "../mail/mailer";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator } from "../testing/seed";
import { composeRequest } from "./compose-notices";
import { escalateLeak, nextStepOf, sweepWaves } from "./escalate";
import type { TakedownServices } from "./takedown-services";

const kinds = await testDatabaseKinds();
const day = 24 * 3_600_000;

const route = (recipientKind: Route["recipientKind"], address: string, code: Route["reason"]["code"], basis: Route["basis"] = "dmca"): Route => ({
  recipientKind,
  recipientName: address.split("@")[1] ?? "Findr",
  channel: address.startsWith("http") ? "webform" : "email",
  address,
  basis,
  language: "en",
  reason: { code, params: {} },
});
// An EU platform sent a DSA notice: no 48-hour duty, so its reminder comes after 5 business days.
const site = route("site", "dmca@playleak.example", "site_email", "dsa");
// A platform sent a DMCA notice about a picture: the TAKE IT DOWN Act's 48 hours apply (ADR 030).
const usSite = route("site", "dmca@vidleakr.example", "site_email");
const host = route("host", "abuse@rheinwerk-hosting.example", "host_abuse");
const processor = route("payment_processor", "ip-complaints@paywave.example", "payment_processor");
const registrar = route("registrar", "abuse@registrar.example", "registrar_abuse");
const engine = route("search_engine", "http://findr.localhost:1/legal/delist", "search_delisting", "delisting");

describe.each(kinds)("escalation waves on $kind", ({ kind, create }) => {
  let database: TestDatabase & { url?: string };
  let queue: Queue;
  let services: TakedownServices;
  let realTime = Date.parse("2026-11-10T12:00:00Z"); // a Tuesday; Wednesday the 11th is Veterans Day
  const userId = `escalated-${kind}`;

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    await seedCreator(db, { id: userId, email: `${userId}@example.test` });
    await db.insert(digitalSignatures).values({ userId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets", documentHash: "c".repeat(64) });
    await db.insert(identityVerifications).values({ userId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId, name: "Nova Quill" });
    queue = await startQueue(database.url ? { connectionString: database.url } : { executeSql: database.handle.executeSql });
    services = {
      db,
      queue,
      clock: createClock({ realNow: () => realTime }),
      storage: createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-escalate-")), secret: "s", keys: { current: randomBytes(32) } }),
      agent: { name: "Unleak", address: "1 Loopback Way", email: "takedowns@unleak.test", phone: null, signatory: "Desk", website: null },
      // Wave 0 the site; the escalation waves what the server's routing finds (DNS, RDAP, the registry).
      routeLeak: async ({ escalation }) => (escalation === 2 ? [host, processor] : escalation === 3 ? [registrar, engine] : [site]),
      mail: null,
      forms: { post: async () => ({ status: 500, body: "" }) },
      from: "Unleak <takedowns@unleak.test>",
      replyDomain: "unleak.test",
      baseUrl: "http://localhost:3000",
      alerts: { mailer: createMailer({ db, from: "Unleak <no-reply@example.test>", log: () => undefined }), translatorFor: () => (key) => key, leakUrl: (id) => `https://unleak.test/leaks/${id}` },
    };
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.dispose();
  });

  /** The sender's part: every queued notice leaves now. */
  const sendQueued = async () => {
    await services.db.update(notices).set({ status: "sent", sentAt: services.clock.now() }).where(and(eq(notices.userId, userId), eq(notices.status, "queued")));
  };
  /** The leak's notices of one wave, by address. */
  const wave = async (leakId: string, number: number) =>
    (
      await services.db
        .select({ notice: notices })
        .from(noticeItems)
        .innerJoin(notices, eq(notices.id, noticeItems.noticeId))
        .where(and(eq(noticeItems.leakId, leakId), eq(notices.wave, number)))
        .orderBy(asc(notices.address))
    ).map((row) => row.notice);
  const waveDue = async (leakId: string) => (await services.db.select({ at: leaks.waveDueAt }).from(leaks).where(eq(leaks.id, leakId)))[0]!.at;
  const queuedWaveJobs = async () => (await queue.boss.getQueueSize(escalationJob.name)) ?? 0;

  it("sends each wave on its date to its own recipients, then hands the case over, each once", async () => {
    const { db } = services;
    const [leak] = await db
      .insert(leaks)
      .values({ userId, url: "http://playleak.localhost:1/v/1", siteId: "playleak", siteName: "Playleak", category: "tube", title: "Leak", kind: "picture", quality: "exact", status: "queued", evidence: { url: "", title: "", fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();
    const [request] = await db.insert(removalRequests).values({ userId, leakIds: [leak!.id], requestedAt: services.clock.now() }).returning();
    await composeRequest(services, request!.id);
    await sendQueued();
    const firstSentAt = services.clock.now();
    await db.update(leaks).set({ status: "sent", trackingSince: firstSentAt }).where(eq(leaks.id, leak!.id));

    // W1: five business days later, Veterans Day skipped.
    realTime += day;
    expect(await nextStepOf(services, leak!.id)).toEqual({ wave: 1, action: "reminder", due: "2026-11-18T12:00:00.000Z", reason: "reminder_no_removal" });
    await escalateLeak(services, leak!.id);
    await escalateLeak(services, leak!.id); // a second check the same day queues nothing more
    expect((await waveDue(leak!.id))?.toISOString()).toBe("2026-11-18T12:00:00.000Z");
    expect(await queuedWaveJobs()).toBe(1);
    expect(await wave(leak!.id, 1)).toEqual([]);

    realTime = Date.parse("2026-11-18T12:00:00Z");
    await escalateLeak(services, leak!.id);
    const [reminder] = await wave(leak!.id, 1);
    expect(reminder).toMatchObject({ address: site.address, recipientKind: "site" });
    expect(reminder!.body).toMatch(/^REMINDER\. Our notice UL-[0-9A-Z]{6} of 2026-11-10 /);
    await sendQueued();
    // W2 is queued for its own date: ten days after the first notice, five after the reminder.
    expect((await waveDue(leak!.id))?.toISOString()).toBe("2026-11-23T12:00:00.000Z");
    expect(await nextStepOf(services, leak!.id)).toMatchObject({ wave: 2, action: "host-cdn-processor", reason: "escalate_host" });

    realTime = Date.parse("2026-11-23T12:00:00Z");
    await escalateLeak(services, leak!.id);
    const second = await wave(leak!.id, 2);
    expect(second.map((notice) => [notice.recipientKind, notice.address])).toEqual([
      ["host", host.address],
      ["payment_processor", processor.address],
    ]);
    expect(second.find((notice) => notice.recipientKind === "payment_processor")!.body).toContain("You process payments for the service that distributes the material listed below");
    expect(second.find((notice) => notice.recipientKind === "host")!.body).toMatch(/^ESCALATION\. Our notice UL-[0-9A-Z]{6} of 2026-11-10 to /);
    await sendQueued();

    // W3's job is lost (the process died): the minute's sweep sends it once its date is well past.
    const w3Due = (await waveDue(leak!.id))!;
    expect(w3Due.toISOString()).toBe("2026-12-01T12:00:00.000Z"); // five business days, Thanksgiving skipped
    realTime = w3Due.getTime() + 60_000;
    expect(await sweepWaves(services)).toBe(0);
    expect(await wave(leak!.id, 3)).toEqual([]);
    realTime = w3Due.getTime() + 6 * 60_000;
    expect(await sweepWaves(services)).toBe(1);
    const third = await wave(leak!.id, 3);
    expect(third.map((notice) => [notice.recipientKind, notice.routeReason.code])).toEqual(
      expect.arrayContaining([
        ["registrar", "registrar_abuse"],
        ["search_engine", "search_delisting"],
        ["site", "site_email"],
        ["host", "host_abuse"],
        ["payment_processor", "payment_processor"],
      ]),
    );
    expect(third).toHaveLength(5);
    expect(third.find((notice) => notice.recipientKind === "registrar")!.body).toContain("You are the registrar of the domain name");
    // A search engine's first delisting request is a plain request, not a follow-up.
    expect(third.find((notice) => notice.recipientKind === "search_engine")!.body).not.toMatch(/^(REMINDER|ESCALATION)/);
    await sendQueued();
    await escalateLeak(services, leak!.id); // the wave's own job, late: nothing twice
    expect(await wave(leak!.id, 3)).toHaveLength(5);

    // W4: handed over, once, and no next step.
    realTime = (await waveDue(leak!.id))!.getTime();
    await escalateLeak(services, leak!.id);
    await escalateLeak(services, leak!.id);
    const [handed] = await db.select().from(leaks).where(eq(leaks.id, leak!.id));
    expect(handed).toMatchObject({ status: "escalated", waveDueAt: null });
    expect(handed!.handedOverAt?.toISOString()).toBe(new Date(realTime).toISOString());
    expect(await nextStepOf(services, leak!.id)).toBeNull();
    const events = await db.select().from(noticeEvents).where(and(eq(noticeEvents.userId, userId), eq(noticeEvents.kind, "escalated")));
    expect(events.map((event) => (event.detail as { wave: number }).wave).sort()).toEqual([1, 2, 3, 4]);
    // She is told once that the case needs her lawyer.
    expect((await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title)).toEqual(["mail:handedOver.title"]);
  });

  it("takes the wave delays and the holiday calendar from the deployment's configuration", async () => {
    const { db } = services;
    realTime = Date.parse("2026-11-10T12:00:00Z");
    const configured: TakedownServices = { ...services, escalation: { settings: { reminderAfterBusinessDays: 2 }, holidayCountry: null } };
    const [leak] = await db
      .insert(leaks)
      .values({ userId, url: "http://playleak.localhost:1/v/2", siteId: "playleak", siteName: "Playleak", category: "tube", title: "Leak 2", kind: "picture", quality: "exact", status: "queued", evidence: { url: "", title: "", fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();
    const [request] = await db.insert(removalRequests).values({ userId, leakIds: [leak!.id], requestedAt: services.clock.now() }).returning();
    await composeRequest(configured, request!.id);
    await sendQueued();
    await db.update(leaks).set({ status: "sent", trackingSince: services.clock.now() }).where(eq(leaks.id, leak!.id));
    // Two business days, Veterans Day counted as one (no holiday calendar).
    expect(await nextStepOf(configured, leak!.id)).toMatchObject({ wave: 1, due: "2026-11-12T12:00:00.000Z" });
    expect(await nextStepOf(services, leak!.id)).toMatchObject({ wave: 1, due: "2026-11-18T12:00:00.000Z" });
  });

  it("escalates two leaks of one request to the same recipient in the same wave, each with its notice", async () => {
    const { db } = services;
    realTime = Date.parse("2026-11-10T12:00:00Z");
    const pair = await db
      .insert(leaks)
      .values(
        [3, 4].map((n) => ({ userId, url: `http://playleak.localhost:1/v/${n}`, siteId: "playleak", siteName: "Playleak", category: "tube", title: `Leak ${n}`, kind: "picture" as const, quality: "exact" as const, status: "queued" as const, evidence: { url: "", title: "", fetchedAt: new Date().toISOString(), httpStatus: 200 } })),
      )
      .returning();
    const [request] = await db.insert(removalRequests).values({ userId, leakIds: pair.map((leak) => leak.id), requestedAt: services.clock.now() }).returning();
    await composeRequest(services, request!.id);
    await sendQueued();
    await db.update(leaks).set({ status: "sent", trackingSince: services.clock.now() }).where(eq(leaks.url, pair[0]!.url));
    await db.update(leaks).set({ status: "sent", trackingSince: services.clock.now() }).where(eq(leaks.url, pair[1]!.url));
    expect((await wave(pair[0]!.id, 0))[0]!.id).toBe((await wave(pair[1]!.id, 0))[0]!.id); // one first notice names both
    realTime = Date.parse("2026-11-18T12:00:00Z");
    for (const leak of pair) await escalateLeak(services, leak.id);
    const reminders = await Promise.all(pair.map((leak) => wave(leak.id, 1)));
    expect(reminders.map((notices) => notices.map((notice) => notice.address))).toEqual([[site.address], [site.address]]);
    expect(reminders[0]![0]!.id).not.toBe(reminders[1]![0]!.id);
  });

  it("reminds a platform under the 48-hour law after 72 hours, another after 5 business days", async () => {
    const { db } = services;
    realTime = Date.parse("2026-11-10T12:00:00Z");
    const routedTo = new Map<string, Route>();
    const mixed: TakedownServices = { ...services, routeLeak: async ({ url, escalation }) => (escalation ? [] : [routedTo.get(url)!]) };
    const [us, eu] = await db
      .insert(leaks)
      .values(
        [5, 6].map((n) => ({ userId, url: `http://site${n}.localhost:1/v/${n}`, siteId: "playleak", siteName: "Playleak", category: "tube", title: `Leak ${n}`, kind: "picture" as const, quality: "exact" as const, status: "queued" as const, evidence: { url: "", title: "", fetchedAt: new Date().toISOString(), httpStatus: 200 } })),
      )
      .returning();
    routedTo.set(us!.url, usSite);
    routedTo.set(eu!.url, site);
    const [request] = await db.insert(removalRequests).values({ userId, leakIds: [us!.id, eu!.id], requestedAt: services.clock.now() }).returning();
    await composeRequest(mixed, request!.id);
    await sendQueued();
    for (const leak of [us!, eu!]) await db.update(leaks).set({ status: "sent", trackingSince: services.clock.now() }).where(eq(leaks.id, leak.id));
    expect((await wave(us!.id, 0)).map((notice) => [notice.basis, notice.address])).toEqual([["dmca", usSite.address]]);

    expect(await nextStepOf(mixed, us!.id)).toEqual({ wave: 1, action: "reminder", due: "2026-11-13T12:00:00.000Z", reason: "reminder_48h_duty" });
    expect(await nextStepOf(mixed, eu!.id)).toEqual({ wave: 1, action: "reminder", due: "2026-11-18T12:00:00.000Z", reason: "reminder_no_removal" });
    realTime = Date.parse("2026-11-13T12:00:00Z");
    for (const leak of [us!, eu!]) await escalateLeak(mixed, leak.id);
    expect((await wave(us!.id, 1)).map((notice) => notice.address)).toEqual([usSite.address]);
    expect(await wave(eu!.id, 1)).toEqual([]);
    expect((await waveDue(eu!.id))?.toISOString()).toBe("2026-11-18T12:00:00.000Z");
  });
});
