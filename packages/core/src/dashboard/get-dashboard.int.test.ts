// The dashboard's takedown numbers from seeded leaks in every status: found, requested, removed at
// the source, delisted only (never removed), in progress, handed over, counter-noticed, failed, the
// removal rate and the median and p90 time to removal, overall and per site; whitelisted leaks and
// other creators' leaks never count, and a case that stopped moving is never "in progress".
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LeakDisposition, LeakStatus } from "@unleak/contracts";
import { type Database, leaks } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator } from "../testing/seed";
import { getDashboard } from "./get-dashboard";

const kinds = await testDatabaseKinds();
const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-dashboard-")), secret: "s", keys: { current: randomBytes(32) } });
const nova = { kind: "creator" as const, userId: "nova" };
const sentAt = new Date("2026-11-01T10:00:00Z");
const hoursLater = (hours: number) => new Date(sentAt.getTime() + hours * 3_600_000);
const sites = { erome: "EroMe", leakbox: "LeakBox", quiet: "Quiet Site" } as const;

let sequence = 0;
async function seedLeak(
  db: Database,
  userId: string,
  siteId: keyof typeof sites,
  status: LeakStatus,
  { removedAfterHours, disposition = null, handedOver = false }: { removedAfterHours?: number; disposition?: LeakDisposition | null; handedOver?: boolean } = {},
) {
  const url = `https://${siteId}.example/${userId}/${(sequence += 1)}`;
  const evidence = { url, title: "Nova", fetchedAt: "2026-10-30T10:00:00.000Z", httpStatus: 200 };
  const requested = !["new", "awaiting_confirmation", "queued", "whitelisted"].includes(status);
  await db.insert(leaks).values({
    userId,
    url,
    siteId,
    siteName: sites[siteId],
    category: "leak-aggregator",
    title: "Nova",
    kind: "picture",
    quality: "high",
    evidence,
    status,
    disposition,
    trackingSince: requested ? sentAt : null,
    removedAt: removedAfterHours === undefined ? null : hoursLater(removedAfterHours),
    handedOverAt: handedOver ? hoursLater(24 * 30) : null,
  });
}

describe.each(kinds)("the dashboard's takedown numbers on $kind", ({ create }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    for (const id of ["nova", "mallory", "quinn"]) await seedCreator(db, { id, email: `${id}@example.test` });
    // EroMe: 6 requested — 3 removed (10, 20, 40 h), 1 delisted only, 1 failed, 1 sent.
    for (const status of ["new", "awaiting_confirmation", "sent", "delisted", "failed"] as const) await seedLeak(db, "nova", "erome", status);
    for (const hours of [10, 20, 40]) await seedLeak(db, "nova", "erome", "removed", { removedAfterHours: hours });
    await seedLeak(db, "nova", "erome", "whitelisted", { disposition: "own_account" });
    // LeakBox: 9 requested — 1 removed (100 h) after its hand-over, 1 rejected, 1 handed over (wave 4),
    // 1 handed over after a counter-notice pursued, 1 counter-noticed, 4 on their way.
    for (const status of ["queued", "acknowledged", "escalated", "restricted", "counter_noticed", "rejected"] as const) await seedLeak(db, "nova", "leakbox", status);
    await seedLeak(db, "nova", "leakbox", "removed", { removedAfterHours: 100, handedOver: true });
    await seedLeak(db, "nova", "leakbox", "escalated", { handedOver: true });
    await seedLeak(db, "nova", "leakbox", "escalated", { handedOver: true });
    // Quiet Site: found, nothing requested: in the per-site table, last.
    await seedLeak(db, "nova", "quiet", "new");
    // Another creator's removals never count for Nova.
    await seedLeak(db, "mallory", "erome", "removed", { removedAfterHours: 1 });
  });
  afterAll(async () => database?.dispose());

  it("counts found, requested, removed at the source, delisted only, in progress, handed over, counter-noticed and failed, with the rate and times to removal", async () => {
    const { db } = database.handle;
    const dashboard = await getDashboard({ db, storage, actor: nova, ownerId: "nova" });
    expect(dashboard.leaksFound).toBe(18);
    const { bySite, ...overall } = dashboard.takedowns;
    expect(overall).toMatchObject({ found: 18, requested: 15, removed: 4, delistedOnly: 1, inProgress: 5, handedOver: 2, counterNoticed: 1, failed: 2 });
    // Every requested case is in exactly one of the figures.
    expect(overall.removed + overall.delistedOnly + overall.inProgress + overall.handedOver + overall.counterNoticed + overall.failed).toBe(overall.requested);
    expect(overall.removalRate).toBeCloseTo(4 / 15, 10);
    expect(overall.medianHoursToRemoval).toBeCloseTo(30, 6);
    expect(overall.p90HoursToRemoval).toBeCloseTo(82, 6);
    const counts = (site: (typeof bySite)[number]) => [site.siteId, site.siteName, site.found, site.requested, site.removed, site.delistedOnly, site.inProgress, site.handedOver, site.counterNoticed, site.failed];
    // Quiet Site: found, nothing requested, listed last.
    expect(bySite.map(counts)).toEqual([
      ["leakbox", "LeakBox", 9, 9, 1, 0, 4, 2, 1, 1],
      ["erome", "EroMe", 8, 6, 3, 1, 1, 0, 0, 1],
      ["quiet", "Quiet Site", 1, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(bySite[0]!.removalRate).toBeCloseTo(1 / 9, 10);
    expect(bySite[0]!.medianHoursToRemoval).toBeCloseTo(100, 6);
    expect(bySite[0]!.p90HoursToRemoval).toBeCloseTo(100, 6);
    expect(bySite[1]!.removalRate).toBe(0.5);
    expect(bySite[1]!.medianHoursToRemoval).toBeCloseTo(20, 6);
    expect(bySite[1]!.p90HoursToRemoval).toBeCloseTo(36, 6);
    expect(bySite[2]).toMatchObject({ removalRate: null, medianHoursToRemoval: null, p90HoursToRemoval: null });
  });

  it("has no rate and no times while nothing was requested or removed", async () => {
    const { db } = database.handle;
    const { takedowns } = await getDashboard({ db, storage, actor: { kind: "creator", userId: "quinn" }, ownerId: "quinn" });
    expect(takedowns).toEqual({
      found: 0,
      requested: 0,
      removed: 0,
      delistedOnly: 0,
      inProgress: 0,
      handedOver: 0,
      counterNoticed: 0,
      failed: 0,
      removalRate: null,
      medianHoursToRemoval: null,
      p90HoursToRemoval: null,
      bySite: [],
    });
  });
});
