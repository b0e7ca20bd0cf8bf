// Boots the product's services from the configuration: database (migrated), job queue, mail,
// storage, accounts, the live scan events and, in a process that runs jobs, the scan engine.
import {
  createFileStorage,
  createMailer,
  createNotification,
  forgetOldVisitorQuota,
  createScanEvents,
  executeScan,
  sweepMs,
  sweepStaleScans,
  type Mailer,
  MONITORING_CRON,
  newLeaksByEvidence,
  parseScanEvent,
  type ScanEvents,
  scanEventsChannel,
  startDueMonitoringScans,
  storedLanguage,
} from "@unleak/core";
import { type DatabaseHandle, listenForNotifications, openDatabase, user } from "@unleak/db";
import { deliverMailJob, monitoringTickJob, type Queue, runScanJob, startQueue, visitorQuotaCleanupJob } from "@unleak/jobs";
import { pickLanguage } from "@unleak/i18n";
import { eq } from "drizzle-orm";
import { createAuth } from "./auth";
import type { Config } from "./config";
import type { Services } from "./http/context";
import { translator } from "./i18n";
import { createScanEngine } from "./scan-engine";

export interface Runtime extends Services {
  database: DatabaseHandle;
  queue: Queue;
  stop(): Promise<void>;
}

export async function startRuntime(config: Config, { worker = config.runWorker, database }: { worker?: boolean; database?: DatabaseHandle } = {}): Promise<Runtime> {
  const handle =
    database ?? (await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: `${config.dataDir}/db` }));
  await handle.migrate();
  const queue = await startQueue(config.databaseUrl ? { connectionString: config.databaseUrl } : { executeSql: handle.executeSql }, {
    maintenanceIntervalSeconds: config.jobMaintenanceIntervalSeconds,
    overrides: { [runScanJob.name]: { concurrency: config.scans.concurrency, expireInSeconds: config.scans.jobExpireSeconds } },
  });
  const mailer: Mailer = createMailer({
    db: handle.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    enqueueDelivery: async (outboxId) => void (await queue.send(deliverMailJob, { outboxId }, { singletonKey: outboxId })),
  });
  const storage = createFileStorage({ root: config.storageDir, secret: config.authSecret, keys: config.fileKeys });
  const auth = createAuth({ config, db: handle.db, mailer });

  // With PostgreSQL, progress goes through NOTIFY so that any API process can stream any scan.
  const scanEvents: ScanEvents = createScanEvents({ notifyDb: config.databaseUrl ? handle.db : undefined });
  const listener = config.databaseUrl
    ? listenForNotifications(config.databaseUrl, scanEventsChannel, (payload) => {
        const event = parseScanEvent(payload);
        if (event) scanEvents.deliver(event);
      })
    : null;
  await listener?.ready;

  const stops: Array<() => Promise<void>> = [];
  let sweeper: NodeJS.Timeout | undefined;
  // Private files stored before encryption, or under a retired key, move to the current key (ADR 018).
  const encrypting = storage.encryptAtRest().then(
    (count) => void (count > 0 && console.info(`[storage] encrypted ${count} private files under the current key`)),
    (error: unknown) => console.error("[storage] encrypting stored files failed", error),
  );
  stops.push(() => encrypting);
  if (worker) {
    await queue.work(deliverMailJob, ({ outboxId }) => mailer.deliver(outboxId));
    const scanEngine = await createScanEngine(config);
    stops.push(scanEngine.stop);
    const onNewLeaks = async ({ userId, scanId, kind, count }: { userId: string; scanId: string; kind: "full" | "monitoring"; count: number }) => {
      if (kind !== "monitoring") return; // a scan the creator started shows its results on screen
      // In the language the creator last used the app in (English when never recorded).
      const t = translator(pickLanguage(await storedLanguage({ db: handle.db, userId })));
      await createNotification({ db: handle.db, userId, title: t("mail:newLeaks.title"), message: t("mail:newLeaks.message", { count }) });
      const [owner] = await handle.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      // Pictures and name mentions apart: a page that only names her is not called a copy (ADR 017).
      const found = await newLeaksByEvidence({ db: handle.db, scanId });
      const evidence = { pictures: t("mail:newLeaks.pictures", { count: found.pictures }), names: t("mail:newLeaks.names", { count: found.names }) };
      if (owner) await mailer.send({ to: owner.email, subject: t("mail:newLeaks.subject", { count }), text: t("mail:newLeaks.text", { count, ...evidence, url: `${config.baseUrl}/dashboard` }) });
    };
    const { staleAfterSeconds } = config.scans;
    await queue.work(runScanJob, ({ scanId }) => executeScan({ db: handle.db, storage, engine: scanEngine.engine, events: scanEvents, scanId, onNewLeaks, staleAfterSeconds }));
    // Scans orphaned by a dead process (this one before a restart, or another worker) resume or
    // fail within about a minute: at start-up and then every third of the heartbeat's timeout.
    const sweep = () =>
      sweepStaleScans({ db: handle.db, queue, events: scanEvents, staleAfterSeconds })
        .then(({ requeued, failed }) => void ((requeued.length || failed.length) && console.log(`[scan] orphaned scans: ${requeued.length} re-queued, ${failed.length} failed`)))
        .catch((error: Error) => console.warn("[scan] sweeping orphaned scans failed:", error.message));
    await sweep();
    sweeper = setInterval(sweep, sweepMs(staleAfterSeconds));
    sweeper.unref();
    await queue.work(monitoringTickJob, async () => void (await startDueMonitoringScans({ db: handle.db, queue })));
    await queue.schedule(monitoringTickJob, MONITORING_CRON, { tick: true });
    await queue.work(visitorQuotaCleanupJob, async () => void (await forgetOldVisitorQuota({ db: handle.db })));
    await queue.schedule(visitorQuotaCleanupJob, "30 3 * * *", { tick: true });
  }

  return {
    config,
    db: handle.db,
    database: handle,
    queue,
    mailer,
    storage,
    auth,
    scanEvents,
    async stop() {
      clearInterval(sweeper); // no sweep may send a job to a stopping queue
      await queue.stop();
      await listener?.close();
      for (const stop of stops) await stop();
      if (!database) await handle.close();
    },
  };
}
