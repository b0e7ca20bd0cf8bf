// Requesting removal (issue 12): the candidates a creator may file, the leaks skipped with their
// reason (judged, under her whitelist or official links, already filed, not hers), the gate, and
// the automatic filing: on by default for paid plans, exact and high picture matches only, name-only
// and good matches left waiting for her confirmation.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { digitalSignatures, identityVerifications, leaks, mailOutbox, notifications, officialLinks, profiles, referenceMedia, removalRequests, stageNames, whitelistEntries } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { startQueue, type Queue } from "@unleak/jobs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { createMailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator } from "../testing/seed";
import { fileAutomatically, listRemovalCandidates, requestRemoval } from "./request-removal";
import type { TakedownServices } from "./takedown-services";
import { getTakedownSettings, updateTakedownSettings } from "./takedown-settings";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string; details?: unknown }) => error.code ?? "other");

describe.each(kinds)("requesting removal on $kind", ({ kind, create }) => {
  let database: TestDatabase & { url?: string };
  let queue: Queue;
  let services: TakedownServices;
  let n = 0;

  async function creator(authorised: boolean, tier: "standard" | "pro" = "standard") {
    n += 1;
    const id = `requester-${kind}-${n}`;
    const { db } = services;
    await seedCreator(db, { id, email: `${id}@example.test` });
    await db.update(profiles).set({ subscriptionTier: tier }).where(eq(profiles.id, id));
    await db.insert(stageNames).values({ userId: id, name: `Nova ${n}` });
    if (authorised) {
      await db.insert(digitalSignatures).values({ userId: id, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photos" });
      await db.insert(identityVerifications).values({ userId: id, documentType: "passport", status: "approved", reviewedAt: new Date() });
    }
    return { id, actor: { kind: "creator" as const, userId: id } };
  }

  async function leak(userId: string, url: string, fields: Partial<typeof leaks.$inferInsert> = {}) {
    const [row] = await services.db
      .insert(leaks)
      .values({ userId, url, siteId: "vidleakr", siteName: "Vidleakr", category: "tube", title: url, kind: "picture", quality: "exact", evidence: { url, title: url, fetchedAt: new Date().toISOString(), httpStatus: 200 }, ...fields })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    database = await create();
    queue = await startQueue(database.url ? { connectionString: database.url } : { executeSql: database.handle.executeSql });
    services = {
      db: database.handle.db,
      queue,
      clock: createClock(),
      storage: createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-request-")), secret: "s", keys: { current: randomBytes(32) } }),
      agent: { name: "Unleak", address: "1 Loopback Way", email: "takedowns@unleak.test", phone: null, signatory: "Desk", website: null },
      routeLeak: async () => [],
      mail: null,
      forms: { post: async () => ({ status: 500, body: "" }) },
      from: "Unleak <takedowns@unleak.test>",
      replyDomain: "unleak.test",
      baseUrl: "http://localhost:3000",
    };
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.dispose();
  });

  it("skips judged, whitelisted, official, filed and foreign leaks, each with its reason", async () => {
    const { id, actor } = await creator(true);
    const other = await creator(true);
    const open = await leak(id, "http://vidleakr.localhost/v/open");
    const judged = await leak(id, "http://vidleakr.localhost/v/judged", { disposition: "false_match", status: "whitelisted" });
    const listed = await leak(id, "http://vidleakr.localhost/listed/page");
    const own = await leak(id, "http://fanhub.localhost/u/nova/post/1");
    const filed = await leak(id, "http://vidleakr.localhost/v/filed", { status: "sent" });
    const foreign = await leak(other.id, "http://vidleakr.localhost/v/foreign");
    await services.db.insert(whitelistEntries).values({ userId: id, urlPrefix: "http://vidleakr.localhost/listed/", reason: "licensed" });
    await services.db.insert(officialLinks).values({ userId: id, platform: "fanhub", url: "http://fanhub.localhost/u/nova" });

    const candidates = await listRemovalCandidates({ db: services.db, storage: services.storage, actor, ownerId: id });
    expect(candidates.leaks.map((l) => l.id)).toEqual([open.id]);
    expect(candidates.authorisation).toEqual({ allowed: true, missing: [] });

    const answer = await requestRemoval({ services, actor, ownerId: id, leakIds: [open.id, judged.id, listed.id, own.id, filed.id, foreign.id] });
    expect(answer.queued).toEqual([open.id]);
    expect(Object.fromEntries(answer.skipped.map((s) => [s.leakId, s.reason]))).toEqual({
      [judged.id]: "whitelisted",
      [listed.id]: "whitelisted",
      [own.id]: "whitelisted",
      [filed.id]: "already_filed",
      [foreign.id]: "not_found",
    });
    const [row] = await services.db.select().from(leaks).where(eq(leaks.id, open.id));
    expect(row!.status).toBe("queued");
    expect(await codeOf(requestRemoval({ services, actor, ownerId: id, leakIds: [judged.id] }))).toBe("NOTHING_TO_FILE");
  });

  it("refuses a request without a stage name to name her by", async () => {
    const { id, actor } = await creator(true);
    await services.db.delete(stageNames).where(eq(stageNames.userId, id));
    const pending = await leak(id, "http://vidleakr.localhost/v/nameless");
    expect(await codeOf(requestRemoval({ services, actor, ownerId: id, leakIds: [pending.id] }))).toBe("STAGE_NAME_REQUIRED");
  });

  it("refuses any request while the gate is closed, and another creator's request for her", async () => {
    const { id, actor } = await creator(false);
    const pending = await leak(id, "http://vidleakr.localhost/v/closed");
    expect(await codeOf(requestRemoval({ services, actor, ownerId: id, leakIds: [pending.id] }))).toBe("AUTHORISATION_REQUIRED");
    const stranger = await creator(true);
    expect(await codeOf(requestRemoval({ services, actor: stranger.actor, ownerId: id, leakIds: [pending.id] }))).toBe("NOT_FOUND");
    expect(await services.db.select().from(removalRequests).where(eq(removalRequests.userId, id))).toEqual([]);
  });

  it("files exact and high picture matches automatically on paid plans and leaves the rest for her confirmation", async () => {
    const { id, actor } = await creator(true, "pro");
    expect(await getTakedownSettings({ db: services.db, actor, ownerId: id })).toEqual({ autoTakedown: true, planDefault: true, emailAlerts: true });
    const exact = await leak(id, "http://vidleakr.localhost/v/auto-exact");
    const high = await leak(id, "http://vidleakr.localhost/v/auto-high", { quality: "high" });
    const good = await leak(id, "http://vidleakr.localhost/v/auto-good", { quality: "good" });
    const name = await leak(id, "http://vidleakr.localhost/v/auto-name", { kind: "name", quality: "exact" });
    expect(await fileAutomatically(services, id)).toBe(2);
    const statuses = Object.fromEntries((await services.db.select().from(leaks).where(eq(leaks.userId, id))).map((row) => [row.id, row.status]));
    expect(statuses).toEqual({ [exact.id]: "queued", [high.id]: "queued", [good.id]: "awaiting_confirmation", [name.id]: "awaiting_confirmation" });
    const [request] = await services.db.select().from(removalRequests).where(eq(removalRequests.userId, id));
    expect(request).toMatchObject({ automatic: true, requestedBy: null });
    expect(new Set(request!.leakIds)).toEqual(new Set([exact.id, high.id]));
    // Her confirmation files what waits.
    const confirmed = await requestRemoval({ services, actor, ownerId: id, leakIds: [good.id, name.id] });
    expect(new Set(confirmed.queued)).toEqual(new Set([good.id, name.id]));
  });

  it("opens a child case for a re-upload of a picture removed in the last 30 days, filed even with automatic filing off, and tells her once", async () => {
    const { id } = await creator(true);
    const [reference] = await services.db
      .insert(referenceMedia)
      .values({ userId: id, kind: "image", storageKey: `${id}/ref.jpg`, pdqHashes: ["0".repeat(64)], pdqQuality: 100, width: 10, height: 10, uploadId: randomUUID() })
      .returning();
    const day = 86_400_000;
    const removed = { matchedReferenceId: reference!.id, status: "removed" as const };
    // The same picture removed from two sites: a copy's parent is the removal on its own site, else the latest.
    const parent = await leak(id, "http://vidleakr.localhost/v/removed-before", { ...removed, removedAt: new Date(Date.now() - 2 * day) });
    const onTubehaven = await leak(id, "http://tubehaven.localhost/v/removed-earlier", { ...removed, siteId: "tubehaven", removedAt: new Date(Date.now() - 5 * day) });
    const again = await leak(id, "http://clipvault.localhost/v/back-again", { matchedReferenceId: reference!.id, siteId: "clipvault" });
    const sameSite = await leak(id, "http://tubehaven.localhost/v/back-again", { matchedReferenceId: reference!.id, siteId: "tubehaven", quality: "good" });
    const other = await leak(id, "http://tubehaven.localhost/v/unrelated", { quality: "high" });
    // The texts are packages/i18n's: the key shows which news she got.
    const translatorFor: TranslatorFor = () => (key) => key;
    const mailer = createMailer({ db: services.db, from: "Unleak <no-reply@example.test>", log: () => undefined });
    const telling = { ...services, alerts: { mailer, translatorFor, leakUrl: (leakId: string) => leakId } };
    expect(await fileAutomatically(telling, id)).toBe(1);
    const rows = Object.fromEntries((await services.db.select().from(leaks).where(eq(leaks.userId, id))).map((row) => [row.id, row]));
    expect(rows[again.id]).toMatchObject({ parentLeakId: parent.id, status: "queued" });
    // A good match is linked too, and waits for her confirmation like any other.
    expect(rows[sameSite.id]).toMatchObject({ parentLeakId: onTubehaven.id, status: "awaiting_confirmation" });
    expect(rows[other.id]).toMatchObject({ parentLeakId: null, status: "new" });
    const news = await services.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, id));
    expect(news).toEqual([{ title: "mail:reuploaded.title" }, { title: "mail:reuploaded.title" }]);
    expect((await services.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, `${id}@example.test`))).map((mail) => mail.subject)).toEqual(["mail:reuploaded.subject", "mail:reuploaded.subject"]);
    // A later filing finds them linked: nothing twice.
    await fileAutomatically(telling, id);
    expect(await services.db.select().from(notifications).where(eq(notifications.userId, id))).toHaveLength(2);
  });

  it("files nothing automatically on the free plan, or once she turned it off", async () => {
    const free = await creator(true);
    await leak(free.id, "http://vidleakr.localhost/v/free-exact");
    expect(await getTakedownSettings({ db: services.db, actor: free.actor, ownerId: free.id })).toEqual({ autoTakedown: false, planDefault: false, emailAlerts: true });
    expect(await fileAutomatically(services, free.id)).toBe(0);
    const paid = await creator(true, "pro");
    await leak(paid.id, "http://vidleakr.localhost/v/paid-exact");
    expect(await updateTakedownSettings({ db: services.db, actor: paid.actor, ownerId: paid.id, change: { autoTakedown: false } })).toEqual({ autoTakedown: false, planDefault: true, emailAlerts: true });
    // The e-mail alerts are a setting of their own: changing one leaves the other.
    expect(await updateTakedownSettings({ db: services.db, actor: paid.actor, ownerId: paid.id, change: { emailAlerts: false } })).toEqual({ autoTakedown: false, planDefault: true, emailAlerts: false });
    expect(await fileAutomatically(services, paid.id)).toBe(0);
    const closed = await creator(false, "pro");
    const waiting = await leak(closed.id, "http://vidleakr.localhost/v/closed-exact");
    expect(await fileAutomatically(services, closed.id)).toBe(0);
    const [row] = await services.db.select().from(leaks).where(eq(leaks.id, waiting.id));
    expect(row!.status).toBe("new"); // filed once the gate opens, by the next run
  });
});
