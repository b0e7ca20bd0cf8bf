import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { leaks, removalChecks, scans, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { DEFAULT_DAMAGE_ASSUMPTIONS, estimateDamage } from "@unleak/scanner";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTakedownNumbers } from "../dashboard/takedown-numbers";
import { AppError } from "../errors/app-error";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator, seedFinishedScan } from "../testing/seed";
import { loadLeakReport } from "./load-leak-report";

/** A creator acting on their own data. */
const creator = (userId: string) => ({ actor: { kind: "creator" as const, userId }, ownerId: userId });

const kinds = await testDatabaseKinds();
const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-report-")), secret: "s", keys: { current: randomBytes(32) } });
const hours = (from: Date, count: number) => new Date(from.getTime() + count * 3_600_000);
const codeOf = (promise: Promise<unknown>) => promise.then(() => "resolved", (error: unknown) => (error instanceof AppError ? error.code : String(error)));

describe.each(kinds)("the leak report's data on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.dispose());

  it("lists the scan's leaks still on the creator's list, strongest evidence first, with the damage recomputed for them", async () => {
    const { db } = database.handle;
    const userId = await seedCreator(db, { id: "nova", email: "nova@example.test", name: "Account Name" });
    await db.insert(stageNames).values({ userId, name: "Nova Quill" });
    const damage = estimateDamage([{ category: "tube", kind: "picture", quality: "exact" }], DEFAULT_DAMAGE_ASSUMPTIONS);
    const scan = await seedFinishedScan(db, { userId, damage });
    const leak = { userId, scanId: scan.id, siteName: "Site", category: "tube", title: "t", evidence: { url: "", title: "Page", fetchedAt: "2026-03-01T09:00:00Z", httpStatus: 200 } };
    await db.insert(leaks).values([
      { ...leak, url: "https://a.test/name", siteId: "a", kind: "name", quality: "high" },
      { ...leak, url: "https://a.test/good", siteId: "a", kind: "picture", quality: "good", distance: 40 },
      { ...leak, url: "https://a.test/exact", siteId: "a", kind: "picture", quality: "exact", distance: 2 },
      { ...leak, url: "https://a.test/licensed", siteId: "a", kind: "picture", quality: "exact", disposition: "licensed" },
    ]);

    const report = await loadLeakReport({ db, storage, scanId: scan.id, ...creator(userId) });

    expect(report).toMatchObject({ kind: "full", creatorName: "Nova Quill", whitelisted: 1, samplesOnly: false });
    expect(report.leaks.map((l) => l.url)).toEqual(["https://a.test/exact", "https://a.test/good", "https://a.test/name"]);
    expect(report.leaks[2]).toMatchObject({ pictureMatch: null, nameMatch: { confidence: "high" }, evidence: { title: "Page", httpStatus: 200 } });
    expect(report.damage?.leaksCounted).toBe(3);
    const expected = estimateDamage(
      [
        { category: "tube", kind: "picture", quality: "exact" },
        { category: "tube", kind: "picture", quality: "good" },
        { category: "tube", kind: "name", quality: "high" },
      ],
      DEFAULT_DAMAGE_ASSUMPTIONS,
    );
    expect(report.damage?.monthlyLoss).toBe(expected.monthlyLoss);
  });

  it("is a 404 for another creator's scan and a 409 for an unfinished one", async () => {
    const { db } = database.handle;
    const owner = await seedCreator(db, { id: "owner", email: "owner@example.test" });
    await seedCreator(db, { id: "stranger", email: "stranger@example.test" });
    const scan = await seedFinishedScan(db, { userId: owner });
    expect(await codeOf(loadLeakReport({ db, storage, scanId: scan.id, ...creator("stranger") }))).toBe("NOT_FOUND");
    await db.update(scans).set({ status: "running", finishedAt: null }).where(eq(scans.id, scan.id));
    expect(await codeOf(loadLeakReport({ db, storage, scanId: scan.id, ...creator(owner) }))).toBe("CONFLICT");
  });

  it("names the account when a full scan's creator has no stage name", async () => {
    const { db } = database.handle;
    const userId = await seedCreator(db, { id: "plain", email: "plain@example.test", name: "Plain Person" });
    const scan = await seedFinishedScan(db, { userId });
    expect((await loadLeakReport({ db, storage, scanId: scan.id, ...creator(userId) })).creatorName).toBe("Plain Person");
  });

  it("counts a removal confirmed by two checks as removed at the source and a delisting as delisted only, as the dashboard does", async () => {
    const { db } = database.handle;
    const userId = await seedCreator(db, { id: "tracked", email: "tracked@example.test" });
    const scan = await seedFinishedScan(db, { userId });
    const sentAt = new Date("2026-11-01T10:00:00Z");
    const removedAt = hours(sentAt, 30);
    const leak = { userId, scanId: scan.id, siteId: "tube", siteName: "Tube", category: "tube", title: "t", kind: "picture" as const, quality: "exact" as const, trackingSince: sentAt };
    const evidence = (url: string) => ({ url, title: "Page", fetchedAt: "2026-10-30T09:00:00Z", httpStatus: 200 });
    const [removed, delisted] = await db
      .insert(leaks)
      .values([
        { ...leak, url: "https://tube.test/removed", evidence: evidence("https://tube.test/removed"), status: "removed", removedAt },
        { ...leak, url: "https://tube.test/delisted", evidence: evidence("https://tube.test/delisted"), status: "delisted" },
        { ...leak, url: "https://tube.test/sent", evidence: evidence("https://tube.test/sent"), status: "sent" },
        { ...leak, url: "https://tube.test/new", evidence: evidence("https://tube.test/new"), status: "new", trackingSince: null },
      ])
      .returning();
    const check = (leakId: string, target: "page" | "search", outcome: string, at: Date) => ({ userId, leakId, target, url: "https://tube.test/", outcome, reason: "seeded", evidence: {}, checkedAt: at });
    await db.insert(removalChecks).values([
      // Up at first, then gone twice, 25 hours apart: the two checks that confirmed the removal.
      check(removed!.id, "page", "up", hours(sentAt, 24)),
      check(removed!.id, "page", "removed", removedAt),
      check(removed!.id, "page", "soft-404", hours(removedAt, 25)),
      // Still up at the source; only the search engine dropped it.
      check(delisted!.id, "page", "up", hours(sentAt, 24)),
      check(delisted!.id, "search", "not-listed", hours(sentAt, 24)),
    ]);

    const report = await loadLeakReport({ db, storage, scanId: scan.id, ...creator(userId) });

    expect(report.takedowns).toEqual(await getTakedownNumbers({ db, userId }));
    expect(report.takedowns).toMatchObject({ found: 4, requested: 3, removed: 1, delistedOnly: 1, inProgress: 1, failed: 0, medianHoursToRemoval: 30, p90HoursToRemoval: 30 });
    expect(report.takedowns.bySite).toEqual([expect.objectContaining({ siteName: "Tube", requested: 3, removed: 1, delistedOnly: 1 })]);
    const takedownOf = (url: string) => report.leaks.find((listed) => listed.url === url)?.takedown;
    expect(takedownOf("https://tube.test/removed")).toEqual({ status: "removed", noticeSentAt: sentAt, removedAt, confirmingChecks: 2, handedOverAt: null });
    expect(takedownOf("https://tube.test/delisted")).toEqual({ status: "delisted", noticeSentAt: sentAt, removedAt: null, confirmingChecks: 0, handedOverAt: null });
    expect(takedownOf("https://tube.test/new")).toMatchObject({ status: "new", noticeSentAt: null });
  });
});
