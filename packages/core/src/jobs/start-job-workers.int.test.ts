import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { utimes } from "node:fs/promises";
import { Readable } from "node:stream";
import { identityVerifications, referenceVideos, user, visitorScanQuota } from "@unleak/db";
import { testDatabaseKinds } from "@unleak/db/testing";
import { identityRetentionJob, startQueue, videoUploadExpiryJob, visitorQuotaCleanupJob } from "@unleak/jobs";
import { describe, expect, it } from "vitest";
import { workIdentityRetention } from "../authorisation/identity-retention-job";
import { workMonitoringTicks } from "../monitoring/monitoring-tick-job";
import { workVideoUploadExpiry } from "../references/video-upload-expiry";
import { workVisitorQuotaCleanup } from "../scans/visitor-quota-cleanup-job";
import { createFileStorage } from "../storage/file-storage";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the domains' job handlers on $kind", ({ kind, create }) => {
  it("schedules the hourly and nightly jobs and runs the visitor-quota cleanup and the identity retention as queued jobs", async () => {
    const test = await create();
    const { db } = test.handle;
    const root = mkdtempSync(path.join(tmpdir(), "unleak-jobs-"));
    const storage = createFileStorage({ root, secret: "s", keys: { current: randomBytes(32) } });
    const queue = await startQueue(kind === "postgres" ? { connectionString: test.url! } : { executeSql: test.handle.executeSql }, { pollingIntervalSeconds: 0.5 });
    try {
      await workMonitoringTicks({ db, queue });
      await workVisitorQuotaCleanup({ db, queue });
      await workIdentityRetention({ db, queue, storage, retentionDays: 30 });
      await workVideoUploadExpiry({ db, queue, storage, expiryHours: 24 });
      const schedules = (await queue.boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron]).sort();
      expect(schedules).toEqual([
        ["identity-retention", "45 3 * * *"],
        ["monitoring-tick", "0 * * * *"],
        ["video-upload-expiry", "17 * * * *"],
        ["visitor-quota-cleanup", "30 3 * * *"],
      ]);

      await db.insert(visitorScanQuota).values([{ clientKey: "ip:203.0.113.1", day: "2020-01-01", count: 3 }]);
      await queue.send(visitorQuotaCleanupJob, { tick: true });
      await expect.poll(async () => (await db.select().from(visitorScanQuota)).length, { timeout: 30_000, interval: 200 }).toBe(0);

      // A verification decided long ago loses its documents when the queued job runs; its decision stays.
      await db.insert(user).values({ id: "retention-user", name: "Nova", email: "retention@example.test" });
      await storage.put("identity", "old-front.jpg", Buffer.from("front"));
      await db.insert(identityVerifications).values({ userId: "retention-user", status: "approved", documentType: "passport", documentKey: "old-front.jpg", reviewedAt: new Date("2020-01-01T00:00:00Z") });
      await queue.send(identityRetentionJob, { tick: true });
      await expect.poll(async () => (await db.select().from(identityVerifications))[0]?.documentsDeletedAt ?? null, { timeout: 30_000, interval: 200 }).not.toBeNull();
      expect(await storage.exists("identity", "old-front.jpg")).toBe(false);
      expect((await db.select().from(identityVerifications))[0]).toMatchObject({ status: "approved", documentKey: null });

      // Video uploads: one abandoned two days ago (its last part written then), one started two days
      // ago that is still receiving parts, one that just started, and one finished long ago.
      const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
      const upload = async (uploadKey: string, status: "uploading" | "ready", createdAt: Date, partWritten: Date | null) => {
        if (partWritten) {
          await storage.uploads.append(uploadKey, 0, Readable.from([Buffer.from("first bytes of a video")]));
          await utimes(path.join(root, "uploads", uploadKey, "0000000000000000.part"), partWritten, partWritten);
        }
        await db.insert(referenceVideos).values({ userId: "retention-user", uploadId: crypto.randomUUID(), uploadKey, bytes: 1000, status, createdAt });
      };
      await upload("abandoned-upload", "uploading", twoDaysAgo, twoDaysAgo);
      await upload("slow-but-alive", "uploading", twoDaysAgo, new Date());
      await upload("just-started", "uploading", new Date(), null);
      await upload("finished-long-ago", "ready", twoDaysAgo, null);
      await queue.send(videoUploadExpiryJob, { tick: true });
      await expect.poll(async () => (await db.select().from(referenceVideos)).map((row) => row.uploadKey).sort(), { timeout: 30_000, interval: 200 }).toEqual(["finished-long-ago", "just-started", "slow-but-alive"]);
      expect(await storage.uploads.received("abandoned-upload")).toBe(0);
      expect(await storage.uploads.lastWritten("abandoned-upload")).toBeNull();
      expect(await storage.uploads.received("slow-but-alive")).toBe(22);
    } finally {
      await queue.stop();
      await test.dispose();
    }
  });
});
