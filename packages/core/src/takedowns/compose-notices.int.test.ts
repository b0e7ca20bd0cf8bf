// Composing a request's notices (issue 12): one notice per recipient groups the creator's URLs,
// each page and media URL named once, the exact bytes kept (an e-mail's MIME with the PDF and a
// DKIM signature that verifies; a web form's body), a "composed" entry in the creator's chain, the
// send job queued, and a rerun after a crash composing nothing twice.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { digitalSignatures, identityVerifications, leaks, noticeEvents, noticeItems, notices, removalRequests, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { startQueue, type Queue } from "@unleak/jobs";
import type { Route } from "@unleak/takedown";
import { eq } from "drizzle-orm";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator } from "../testing/seed";
import { composeRequest, MAX_COMPOSE_ATTEMPTS } from "./compose-notices";
import { verifyNoticeLog } from "./notice-log";
import type { TakedownServices } from "./takedown-services";

const kinds = await testDatabaseKinds();
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const publicKeyTxt = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

/** Where the sandbox-free test routes: the site's own address, and a search engine's form. */
const siteRoute: Route = { recipientKind: "site", recipientName: "Vidleakr", channel: "email", address: "dmca@vidleakr.example", basis: "dmca", language: "en", reason: { code: "site_email", params: {} } };
const engineRoute: Route = { recipientKind: "search_engine", recipientName: "Findr", channel: "webform", address: "http://findr.localhost:1/legal/delist", basis: "delisting", language: "en", reason: { code: "search_delisting", params: { engine: "Findr" } } };

describe.each(kinds)("composing notices on $kind", ({ kind, create }) => {
  let database: TestDatabase & { url?: string };
  let queue: Queue;
  let services: TakedownServices;
  const userId = `composer-${kind}`;

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    await seedCreator(db, { id: userId, email: `${userId}@example.test` });
    await db.insert(digitalSignatures).values({ userId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets on my OnlyFans page", documentHash: "b".repeat(64) });
    await db.insert(identityVerifications).values({ userId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId, name: "Nova Quill" });
    queue = await startQueue(database.url ? { connectionString: database.url } : { executeSql: database.handle.executeSql });
    services = {
      db,
      queue,
      clock: createClock({ scale: 3600 }),
      storage: createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-compose-")), secret: "s", keys: { current: randomBytes(32) } }),
      agent: { name: "Unleak", address: "1 Loopback Way, Localhost", email: "takedowns@unleak.test", phone: null, signatory: "Unleak Takedown Desk", website: null },
      routeLeak: async ({ url }) => (url.includes("vidleakr") ? [siteRoute, engineRoute] : []),
      mail: null,
      forms: { post: async () => ({ status: 500, body: "not in this test" }) },
      from: "Unleak Takedowns <takedowns@unleak.test>",
      replyDomain: "unleak.test",
      baseUrl: "http://localhost:3000",
      dkim: { domainName: "unleak.test", keySelector: "notices", privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString() },
    };
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.dispose();
  });

  it("groups a recipient's URLs into one notice, names each URL once, keeps signed bytes and logs it", async () => {
    const { db } = services;
    const shared = "http://vidleakr.localhost:1/media/a1-0.jpg";
    const rows = await db
      .insert(leaks)
      .values(
        [1, 2, 3].map((n) => ({
          userId,
          url: n === 3 ? `http://elsewhere.localhost:1/p/${n}` : `http://vidleakr.localhost:1/v/${n}`,
          siteId: n === 3 ? "elsewhere" : "vidleakr",
          siteName: "Vidleakr",
          category: "tube",
          title: `Leak ${n}`,
          kind: "picture" as const,
          quality: "exact" as const,
          status: "queued" as const,
          evidence: { url: "", title: "", fetchedAt: new Date().toISOString(), httpStatus: 200, mediaUrls: [shared, `http://vidleakr.localhost:1/media/v${n}.jpg`] },
        })),
      )
      .returning();
    const [request] = await db.insert(removalRequests).values({ userId, leakIds: rows.map((row) => row.id), requestedAt: services.clock.now() }).returning();
    await composeRequest(services, request!.id);
    await composeRequest({ ...services, routeLeak: async () => { throw new Error("a rerun of a composed request does nothing"); } }, request!.id);

    const composed = await db.select().from(notices).where(eq(notices.requestId, request!.id));
    expect(composed.map((notice) => notice.recipientKind).sort()).toEqual(["search_engine", "site"]);
    const email = composed.find((notice) => notice.channel === "email")!;
    const items = await db.select().from(noticeItems).where(eq(noticeItems.noticeId, email.id));
    expect(items).toHaveLength(2); // the third leak had no route
    const urls = items.flatMap((item) => [item.pageUrl, ...item.mediaUrls]);
    expect(urls.filter((url) => url === shared)).toHaveLength(1);
    for (const url of urls) expect(email.body).toContain(url);
    expect(email.body).not.toContain("Jane Doe");
    expect(email.raw).toContain(`Message-ID: ${email.messageId}`);
    expect(email.raw).toMatch(/Reply-To: notices\+UL-[0-9A-Z]{6}@unleak\.test/);
    expect(email.raw).toContain("application/pdf");
    const verified = await dkimVerify(Buffer.from(email.raw), {
      resolver: async (name: string, type: string) => {
        if (type === "TXT" && name === "notices._domainkey.unleak.test") return [[publicKeyTxt]];
        throw Object.assign(new Error("no such record"), { code: "ENOTFOUND" });
      },
    });
    expect(verified.results[0]?.status.result).toBe("pass");

    const form = composed.find((notice) => notice.channel === "webform")!;
    const fields = new URLSearchParams(form.raw);
    expect(fields.get("reference")).toBe(form.reference);
    expect(fields.get("email")).toBe(`notices+${form.reference}@unleak.test`);
    expect(fields.get("urls")!.split("\n")).toEqual(expect.arrayContaining([rows[0]!.url, rows[1]!.url]));

    const [done] = await db.select().from(removalRequests).where(eq(removalRequests.id, request!.id));
    expect(done).toMatchObject({ status: "composed", error: "no route found for 1 leak(s)" });
    const statuses = await db.select({ id: leaks.id, status: leaks.status }).from(leaks).where(eq(leaks.userId, userId));
    expect(statuses.find((row) => row.id === rows[2]!.id)!.status).toBe("failed");
    expect(statuses.find((row) => row.id === rows[0]!.id)!.status).toBe("queued");
    const events = await db.select().from(noticeEvents).where(eq(noticeEvents.userId, userId));
    expect(events.filter((event) => event.kind === "composed")).toHaveLength(2);
    expect(await verifyNoticeLog(db, userId)).toMatchObject({ intact: true, length: 2 });
    const jobs = await queue.boss.fetch("notice-send", { batchSize: 10 });
    expect((jobs ?? []).map((job) => (job.data as { noticeId: string }).noticeId).sort()).toEqual(composed.map((notice) => notice.id).sort());
  });

  it("keeps the error of a failing composition and gives the request up after its attempts", async () => {
    const { db } = services;
    const [row] = await db
      .insert(leaks)
      .values({ userId, url: "http://vidleakr.localhost:1/v/broken", siteId: "vidleakr", siteName: "Vidleakr", category: "tube", title: "Broken", kind: "picture", quality: "exact", status: "queued", evidence: { url: "", title: "", fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();
    const [request] = await db.insert(removalRequests).values({ userId, leakIds: [row!.id], requestedAt: services.clock.now() }).returning();
    const broken = { ...services, routeLeak: async () => { throw new Error("RDAP is down"); } };
    for (let attempt = 1; attempt <= MAX_COMPOSE_ATTEMPTS; attempt += 1) await expect(composeRequest(broken, request!.id)).rejects.toThrow("RDAP is down");
    const [failing] = await db.select().from(removalRequests).where(eq(removalRequests.id, request!.id));
    expect(failing).toMatchObject({ status: "composing", error: "RDAP is down", attempts: MAX_COMPOSE_ATTEMPTS });
    await composeRequest(broken, request!.id);
    const [given] = await db.select().from(removalRequests).where(eq(removalRequests.id, request!.id));
    expect(given!.status).toBe("failed");
    expect(given!.error).toMatch(/given up after 12 attempts: RDAP is down/);
    const [leak] = await db.select().from(leaks).where(eq(leaks.id, row!.id));
    expect(leak!.status).toBe("failed");
  });

  it("detects a kept notice log entry changed afterwards", async () => {
    const { db } = services;
    const [entry] = await db.select().from(noticeEvents).where(eq(noticeEvents.userId, userId)).limit(1);
    await db.update(noticeEvents).set({ detail: { ...entry!.detail, recipient: "someone-else@example.test" } }).where(eq(noticeEvents.id, entry!.id));
    expect(await verifyNoticeLog(db, userId)).toMatchObject({ intact: false, brokenAt: entry!.sequence });
  });
});
