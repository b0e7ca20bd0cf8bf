// The takedown loop over a whole simulated month on the sandbox web (issue 13): one authorised
// creator files one picture leak on a site of every owner at once, the core clock runs to day 30,
// and every case ends removed, delisted only, counter-noticed or handed over, each with its reason:
// compliant, rejecting (a complete notice), soft-404, cdn (via the origin's host) and reuploader
// sites remove after the first notice; the slow site after the wave-1 reminder; the ignoring site's
// hosting provider after wave 2; the 403 site is never counted removed; findr's delisting counts as
// delisted only; the counter-notice pauses its case; the re-uploader's copy (new bytes, the same
// picture) is found by the re-upload watch's daily targeted scan through PDQ and opens a child case,
// filed with automatic filing off; the 403 site and an ignoring site on the bulletproof host go
// through every wave (the payment processor in wave 2, the registrar in wave 3) and are handed over.
//
// Time: 3600 is the demo's CLOCK_SCALE (a simulated day in 24 real seconds), so a month would take
// 12 real minutes per database kind, too long for CI. The loop is the same at any scale; this test
// runs at TAKEDOWN_MONTH_SCALE (default 30000: a day in 2.9 s, the month in about 90 s), which keeps
// the owners' shortest delays (1 h = 0.12 s) and the queue's one-second polling well inside a day.
// Run `TAKEDOWN_MONTH_SCALE=3600 npx vitest run --config vitest.integration.config.ts <this file>`
// for the demo's pace.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { referenceRoutes } from "@unleak/contracts";
import { digitalSignatures, identityVerifications, leaks, mailOutbox, noticeEvents, noticeItems, noticeReplies, notices, notifications, profiles, removalChecks, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import type { Sandbox } from "@unleak/sandbox";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const scale = Number(process.env.TAKEDOWN_MONTH_SCALE ?? 30_000);
const DAY_MS = 86_400_000;
/** Real milliseconds for a simulated duration at this scale. */
const real = (simulatedMs: number) => Math.ceil(simulatedMs / scale);
const GONE = ["removed", "soft-404", "media-replaced"];
const OWNERS = ["compliant", "slow", "rejecting", "soft-404", "forbidden", "counter", "reuploader", "ignoring", "cdn"] as const;
type Owner = (typeof OWNERS)[number];

describe.each(kinds)("a month of takedowns on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  let nova: TestBrowser;
  let novaId: string;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { CLOCK_SCALE: String(scale) });
    sandbox = server.runtime.sandbox!;
    [nova, novaId] = await server.signedInBrowser("month-nova@example.test", "Nova Quill");
    const { db } = server.runtime;
    await db.insert(digitalSignatures).values({ userId: novaId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets" });
    await db.insert(identityVerifications).values({ userId: novaId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId: novaId, name: "Nova Quill" });
    // Off: a re-upload's child case is filed all the same (ADR 028).
    await db.update(profiles).set({ autoTakedown: false }).where(eq(profiles.id, novaId));
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  /** The demo creator's first picture match on a site of that owner (on that hosting provider), stored as the scan would. */
  async function leakOn(owner: Owner, referenceId: string | null = null, hostName?: string) {
    const site = sandbox.sites.find(
      (s) => s.owner === owner && s.category !== "forum" && (!hostName || s.hostName === hostName) && sandbox.truth.some((p) => p.siteId === s.id && p.kind === "picture-leak"),
    )!;
    expect(site, `a site of the ${owner} owner`).toBeDefined();
    const page = sandbox.truth.find((p) => p.siteId === site.id && p.kind === "picture-leak")!;
    return insertLeak(site, page, referenceId);
  }

  async function insertLeak(site: Sandbox["sites"][number], page: Sandbox["truth"][number], referenceId: string | null) {
    const [row] = await server.runtime.db
      .insert(leaks)
      .values({ userId: novaId, url: page.url, siteId: site.id, siteName: site.name, category: site.category, title: page.title, kind: "picture", quality: "exact", matchedReferenceId: referenceId, evidence: { url: page.url, title: page.title, fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();
    return row!;
  }

  const noticesOf = async (leakId: string) =>
    (await server.runtime.db.select({ notice: notices }).from(noticeItems).innerJoin(notices, eq(notices.id, noticeItems.noticeId)).where(eq(noticeItems.leakId, leakId)).orderBy(asc(notices.createdAt))).map(
      (row) => row.notice,
    );
  const checksOf = (leakId: string) => server.runtime.db.select().from(removalChecks).where(eq(removalChecks.leakId, leakId)).orderBy(asc(removalChecks.checkedAt));
  const leakRow = async (id: string) => (await server.runtime.db.select().from(leaks).where(eq(leaks.id, id)))[0]!;

  /** The two confirming checks of a removed leak: gone, at least 24 hours apart, the first at removed_at. */
  async function expectConfirmedRemoval(leakId: string, outcomes: string[] = GONE) {
    const leak = await leakRow(leakId);
    expect(leak.status, `${leak.siteId}: ${leak.status}`).toBe("removed");
    const page = (await checksOf(leakId)).filter((check) => check.target === "page");
    const since = page.findIndex((check) => check.checkedAt.getTime() === leak.removedAt!.getTime());
    expect(since, "removed_at is the first confirming check").toBeGreaterThanOrEqual(0);
    const gone = page.slice(since).filter((check) => GONE.includes(check.outcome));
    // A check may start a little after its time (the queue polls each second): the pair is the first and one a day after it.
    const second = gone.find((check) => check.checkedAt.getTime() - gone[0]!.checkedAt.getTime() >= DAY_MS);
    expect(second, `${leak.siteId}: a second removed check a day after the first`).toBeDefined();
    const confirming = [gone[0]!, second!];
    for (const check of confirming) {
      expect(outcomes).toContain(check.outcome);
      expect(check.reason, "every check keeps its reason").toBeTruthy();
      expect(check.evidence).toMatchObject({ outcome: check.outcome });
    }
    return { leak, confirming };
  }

  it("ends every case removed, delisted only, counter-noticed or handed over, with its reason, within 30 simulated days", async () => {
    const { db, clock } = server.runtime;
    // The re-uploader's picture is one of her references, uploaded as she would (hashed by PDQ):
    // its copy is the same picture again, in other bytes.
    const reuploaderSite = sandbox.sites.find((s) => s.owner === "reuploader" && s.category !== "forum")!;
    const original = sandbox.truth.find((p) => p.siteId === reuploaderSite.id && p.kind === "picture-leak")!;
    const file = sandbox.demoCreator.referenceImages.find((path) => basename(path, ".jpg") === original.reference)!;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(readFileSync(file))], { type: "image/jpeg" }), basename(file));
    const [reference] = (await answerOf(referenceRoutes.upload, await nova.request("/api/references", { method: "POST", body: form }), 201)).references;
    const cases = {} as Record<Owner, typeof leaks.$inferSelect>;
    for (const owner of OWNERS) cases[owner] = await leakOn(owner, owner === "reuploader" ? reference!.id : null);
    expect(cases.reuploader.url).toBe(original.url);
    // An ignoring site on the bulletproof host: nobody removes it, every wave goes out, then the hand-over.
    const bulletproof = await leakOn("ignoring", null, "Offshore Racks");
    const ids = [...Object.values(cases).map((leak) => leak.id), bulletproof.id];
    const answer = await nova.request("/api/removal-requests", { json: { leakIds: ids } });
    expect(answer.status).toBe(202);

    // Every notice of the request has left: the month counts from the first one.
    await expect.poll(async () => (await db.select({ at: leaks.trackingSince }).from(leaks).where(inArray(leaks.id, ids))).every((row) => row.at !== null), { timeout: 60_000, interval: 200 }).toBe(true);
    // In the order of `ids` (rows come back in any order).
    const trackingOf = new Map((await db.select({ id: leaks.id, at: leaks.trackingSince }).from(leaks).where(inArray(leaks.id, ids))).map((row) => [row.id, row.at!.getTime()]));
    const tracking = ids.map((id) => trackingOf.get(id)!);
    const monthEnds = Math.max(...tracking) + 30 * DAY_MS;

    // Run the month, watching what each case goes through. Nothing here finds the re-upload: the
    // sandbox's re-uploader posts it, and the watch's targeted scan must find it.
    const seen = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
    let reposted: number | undefined;
    while (clock.now().getTime() < monthEnds) {
      for (const row of await db.select({ id: leaks.id, status: leaks.status }).from(leaks).where(inArray(leaks.id, ids))) seen.get(row.id)!.add(row.status);
      if (reposted === undefined && sandbox.truth.some((page) => page.siteId === reuploaderSite.id && page.title === `${original.title} (reup)`)) reposted = clock.now().getTime();
      await new Promise((resolve) => setTimeout(resolve, Math.min(250, real(DAY_MS / 8))));
    }
    // The day-30 checks have run (their job may start a moment after their time).
    await expect
      .poll(
        async () => {
          const last = await Promise.all(ids.map(async (id) => (await checksOf(id)).filter((check) => check.target === "page").at(-1)?.checkedAt.getTime() ?? 0));
          return last.every((at, index) => at >= tracking[index]! + 30 * DAY_MS - 1 || seen.get(ids[index]!)!.has("removed"));
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);

    // Removed after the first notice, each confirmed by two checks a day apart.
    for (const owner of ["compliant", "rejecting", "cdn", "reuploader"] as const) await expectConfirmedRemoval(cases[owner].id);
    // The soft-404 site answers 200 with its "removed" page: removed only on two soft-404 checks.
    const soft = await expectConfirmedRemoval(cases["soft-404"].id, ["soft-404"]);
    expect(soft.confirming[0]!.evidence).toMatchObject({ outcome: "soft-404", evidence: { page: { status: 200 } } });
    // The rejecting owner found nothing missing in a complete notice.
    expect((await db.select().from(noticeReplies).where(inArray(noticeReplies.noticeId, (await noticesOf(cases.rejecting.id)).map((n) => n.id)))).map((r) => r.kind)).not.toContain("rejected");
    // The CDN only forwards: the origin's hosting provider removed it.
    const filedrop = sandbox.sites.find((s) => s.id === cases.cdn.siteId)!;
    const cdnNotices = await noticesOf(cases.cdn.id);
    expect(cdnNotices.find((n) => n.address === filedrop.origin!.hostAbuseEmail), "a notice to the origin's host").toMatchObject({ recipientKind: "host", status: "removed" });

    // The slow site removed after the wave-1 reminder, which went before the removal.
    const slow = await expectConfirmedRemoval(cases.slow.id);
    const slowNotices = await noticesOf(cases.slow.id);
    const reminder = slowNotices.find((n) => n.wave === 1 && n.recipientKind === "site");
    expect(reminder, "a wave-1 reminder").toMatchObject({ subject: expect.stringMatching(/^Reminder: /) });
    expect(reminder!.sentAt!.getTime()).toBeLessThan(slow.leak.removedAt!.getTime());

    // The ignoring site: delisted only while up (findr dropped it), removed after wave 2 to its host.
    const ignoring = await expectConfirmedRemoval(cases.ignoring.id);
    expect(seen.get(cases.ignoring.id)).toContain("delisted");
    const ignoringSite = sandbox.sites.find((s) => s.id === cases.ignoring.siteId)!;
    const toHost = (await noticesOf(cases.ignoring.id)).find((n) => n.wave === 2 && n.address === ignoringSite.hostAbuseEmail);
    expect(toHost, "a wave-2 notice to the hosting provider").toMatchObject({ routeReason: { code: "host_abuse" } });
    expect(toHost!.sentAt!.getTime()).toBeLessThan(ignoring.leak.removedAt!.getTime());
    const ignoringChecks = await checksOf(cases.ignoring.id);
    const delisting = ignoringChecks.find((check) => check.target === "search" && check.outcome === "not-listed");
    expect(delisting, "findr's listing check saw the page gone from its results").toBeDefined();
    // While only delisted, the page itself was up: never counted removed on findr's word.
    expect(ignoringChecks.filter((check) => check.target === "page" && check.checkedAt < delisting!.checkedAt).every((check) => check.outcome === "up")).toBe(true);
    expect(sandbox.delisted(cases.ignoring.url)).toBe(true);
    for (const leak of Object.values(cases)) {
      const findr = (await noticesOf(leak.id)).filter((n) => n.recipientKind === "search_engine");
      for (const notice of findr) expect(notice.status, `findr's notice for ${leak.siteId}`).not.toBe("removed");
    }

    // The 403 site: restricted on every check, never removed, escalated through the waves.
    const forbidden = await leakRow(cases.forbidden.id);
    expect(["restricted", "escalated"]).toContain(forbidden.status);
    expect(forbidden.removedAt).toBeNull();
    expect([...seen.get(forbidden.id)!]).not.toContain("removed");
    const forbiddenPages = (await checksOf(forbidden.id)).filter((check) => check.target === "page");
    expect(forbiddenPages.length).toBeGreaterThanOrEqual(10);
    expect(forbiddenPages.every((check) => check.outcome === "restricted" && check.reason)).toBe(true);
    const forbiddenWaves = (await noticesOf(forbidden.id)).filter((n) => n.wave > 0);
    expect(Math.max(...forbiddenWaves.map((n) => n.wave))).toBeGreaterThanOrEqual(2);
    const escalations = await db.select().from(noticeEvents).where(and(eq(noticeEvents.userId, novaId), eq(noticeEvents.kind, "escalated")));
    const forbiddenEscalations = escalations.filter((event) => event.detail.leakId === forbidden.id);
    expect(forbiddenEscalations.length).toBeGreaterThanOrEqual(2);
    expect(forbiddenEscalations.every((event) => typeof event.detail.reason === "string" && event.detail.reason.length > 0)).toBe(true);
    // Wave 2 wrote to its payment processor too (the registry knows Paywave for it).
    expect((await noticesOf(forbidden.id)).find((n) => n.wave === 2 && n.recipientKind === "payment_processor")).toMatchObject({ routeReason: { code: "payment_processor" }, address: "ip-complaints@paywave.example" });

    // Nobody removes the page on the bulletproof host: wave 3 to the domain's registrar, then the hand-over, each once.
    for (const id of [forbidden.id, bulletproof.id]) {
      const handed = await leakRow(id);
      expect(handed.handedOverAt, `${handed.siteId} handed over`).not.toBeNull();
      expect(handed.status).toBe("escalated");
      expect(handed.removedAt).toBeNull();
      const waves = (await noticesOf(id)).filter((n) => n.wave > 0);
      expect(waves.find((n) => n.wave === 3 && n.recipientKind === "registrar"), `${handed.siteId}: wave 3 to the registrar`).toMatchObject({ address: "abuse@registrar.example", routeReason: { code: "registrar_abuse" } });
      const keys = waves.map((n) => `${n.wave} ${n.address}`);
      expect(new Set(keys).size, "no wave twice to one recipient").toBe(keys.length);
      const handOvers = escalations.filter((event) => event.detail.leakId === id && event.detail.handedOver === true);
      expect(handOvers).toHaveLength(1);
      expect(sandbox.mailboxes.list("abuse@registrar.example").filter((mail) => mail.text.includes(handed.url))).toHaveLength(1);
    }

    // The counter-notice pauses its case: no wave after it, and the restore does not reopen it.
    const counter = await leakRow(cases.counter.id);
    expect(counter.status).toBe("counter_noticed");
    const counterNotices = await noticesOf(counter.id);
    const [reply] = await db.select().from(noticeReplies).where(and(inArray(noticeReplies.noticeId, counterNotices.map((n) => n.id)), eq(noticeReplies.kind, "counter_notice")));
    expect(reply, "the host's counter-notice").toBeDefined();
    expect(counterNotices.filter((n) => n.wave > 0 && n.createdAt >= reply!.receivedAt)).toEqual([]);

    // The re-uploader's copy: posted days after the removal at a new URL, found by the watch's
    // targeted scan (no scan row) as a PDQ match of her reference, a child case of the removal,
    // filed with automatic filing off, and she is told.
    const copy = sandbox.truth.find((page) => page.siteId === reuploaderSite.id && page.title === `${original.title} (reup)`);
    expect(copy, "the re-uploader posted the picture again").toBeDefined();
    expect(copy!.transformation, "in other bytes than the removed page's").not.toBe(original.transformation);
    expect(reposted! - (await leakRow(cases.reuploader.id)).removedAt!.getTime()).toBeGreaterThan(0);
    const [child] = await db.select().from(leaks).where(and(eq(leaks.userId, novaId), eq(leaks.url, copy!.url)));
    expect(child, "the watch found the copy").toBeDefined();
    expect(child).toMatchObject({ parentLeakId: cases.reuploader.id, kind: "picture", matchedReferenceId: reference!.id, scanId: null });
    expect(["exact", "high"]).toContain(child!.quality);
    expect(child!.distance, "matched by its perceptual hash").not.toBeNull();
    expect(["new", "awaiting_confirmation"]).not.toContain(child!.status);
    const toSite = (await noticesOf(child!.id)).find((n) => n.recipientKind === "site");
    expect(toSite?.sentAt, "a notice to the site for the copy, sent").toBeTruthy();
    // Told once per child (the copy, once removed, may come back again within the month: a child of the child).
    const told = await db.select().from(notifications).where(and(eq(notifications.userId, novaId), eq(notifications.title, "Removed content is back")));
    const children = await db.select({ id: leaks.id }).from(leaks).where(and(eq(leaks.userId, novaId), isNotNull(leaks.parentLeakId)));
    expect(told).toHaveLength(children.length);
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining(child!.siteName));
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Back again: your picture on ${child!.siteName}`))).not.toEqual([]);

    // Every notice says why it went where it went.
    for (const id of ids) for (const notice of await noticesOf(id)) expect(notice.routeReason.code, notice.address).toBeTruthy();
  }, 60_000 + real(34 * DAY_MS) + 120_000);
});
