// Boots the product's services from the configuration: database (migrated), job queue, mail,
// storage, accounts, the live scan events and, in a process that runs jobs, the scan engine.
import { createWebhookPoster } from "./webhook-poster";
import {
  createClock,
  openFileStorage,
  createMailer,
  createScanEvents,
  type Mailer,
  parseScanEvent,
  type ScanEvents,
  scanEventsChannel,
  startJobWorkers,
} from "@unleak/core";
import { type DatabaseHandle, listenForNotifications, openDatabase } from "@unleak/db";
import { composeNoticesJob, deliverMailJob, escalationJob, type Queue, removalCheckJob, runScanJob, sendNoticeJob, startQueue } from "@unleak/jobs";
import { pickLanguage } from "@unleak/i18n";
import type { Sandbox } from "@unleak/sandbox";
import { createAuth } from "./auth";
import type { Config } from "./config";
import type { Services } from "./http/context";
import { translator } from "./i18n";
import { startInboundMail } from "./inbound-mail/start-inbound-mail";
import { receiveReply } from "@unleak/core/takedowns/receive-reply";
import { createBilling, sandboxStripe } from "./billing/create-billing";
import { createScanEngine } from "./scan-engine";
import { createTakedownServices } from "./takedown-services";
import { privacyServicesOf } from "./privacy-services";
import { createLogger } from "./operations/logger";
import { createMetrics } from "./operations/metrics";

export interface Runtime extends Services {
  database: DatabaseHandle;
  queue: Queue;
  /** The sandbox web this process started (embedded mode), for tests and the demo. */
  sandbox: Sandbox | null;
  /**
   * Takes no new job; jobs in flight finish within `graceMs` (default the queue's own) or are handed
   * back for a retry. The first step of `stop()`, for a shutdown that drains HTTP requests meanwhile.
   */
  stopJobs(options?: { graceMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export async function startRuntime(config: Config, { worker = config.runWorker, database }: { worker?: boolean; database?: DatabaseHandle } = {}): Promise<Runtime> {
  const handle =
    database ?? (await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: `${config.dataDir}/db` }));
  await handle.migrate();
  const queue = await startQueue(config.databaseUrl ? { connectionString: config.databaseUrl } : { executeSql: handle.executeSql }, {
    maintenanceIntervalSeconds: config.jobMaintenanceIntervalSeconds,
    overrides: {
      [runScanJob.name]: { concurrency: config.scans.concurrency, expireInSeconds: config.scans.jobExpireSeconds },
      ...(config.takedownJobExpireSeconds
        ? Object.fromEntries([removalCheckJob, escalationJob, sendNoticeJob, composeNoticesJob].map((job) => [job.name, { expireInSeconds: config.takedownJobExpireSeconds! }]))
        : {}),
    },
  });
  const mailer: Mailer = createMailer({
    db: handle.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    enqueueDelivery: async (outboxId) => void (await queue.send(deliverMailJob, { outboxId }, { singletonKey: outboxId })),
  });
  const logger = createLogger(config.operations.logLevel);
  const metrics = createMetrics({ db: handle.db, queue });
  const lifecycle = { stopping: false };
  const storage = openFileStorage({ root: config.storageDir, s3: config.s3, secret: config.authSecret, keys: config.fileKeys });
  // One clock for every takedown schedule; CLOCK_SCALE speeds it up in the sandbox (issue 12). The
  // referral cookie's time is read on it at sign-up too (issue 19).
  const clock = createClock({ scale: config.clockScale, ...(config.clockAnchor ? { anchor: config.clockAnchor } : {}) });
  const auth = createAuth({ config, db: handle.db, mailer, clock });

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
  /** Closed before the queue stops: no host's reply starts a write while the rest shuts down. */
  let closeInbound: () => Promise<void> = async () => undefined;
  let stopWorkers: () => void = () => undefined;
  // Private files stored before encryption, or under a retired key, move to the current key (ADR 018).
  const encrypting = storage.encryptAtRest().then(
    (count) => void (count > 0 && console.info(`[storage] encrypted ${count} private files under the current key`)),
    (error: unknown) => console.error("[storage] encrypting stored files failed", error),
  );
  stops.push(() => encrypting);
  const scanEngine = worker ? await createScanEngine(config, { clock, instrumentMatcher: metrics.instrumentMatcher }) : null;
  if (scanEngine) stops.push(scanEngine.stop);
  const takedowns = await createTakedownServices({ config, db: handle.db, queue, storage, clock, sandbox: scanEngine?.sandbox ?? null });
  const billing = createBilling({ config, sandbox: scanEngine?.sandbox ?? (config.sandbox.port ? { services: { stripe: sandboxStripe(config.sandbox.port) } } : null), mailer, translatorFor: (language) => translator(pickLanguage(language)), clock });
  takedowns.services.alerts = { mailer, translatorFor: (language) => translator(pickLanguage(language)), leakUrl: (leakId) => `${config.baseUrl}/leaks/${leakId}` };
  stops.push(takedowns.close);
  // Hosts' replies arrive by SMTP (a worker listens); the sandbox's owners reply to this listener.
  const { inbound } = config.takedowns;
  if (worker && inbound.port !== null) {
    const listener = await startInboundMail({ host: inbound.host, port: inbound.port, domain: config.takedowns.inboundDomain, clock, onMail: (mail) => receiveReply({ db: handle.db, clock, mail, alerts: takedowns.services.alerts }) });
    closeInbound = listener.close;
    const relay = { host: "127.0.0.1", port: listener.port };
    if (scanEngine?.sandbox) scanEngine.sandbox.setReplyRelay(relay);
    else if (takedowns.sandbox) await takedowns.registerReplyRelay(relay);
  }
  const webhookPoster = createWebhookPoster(config.webhooks);
  stops.push(webhookPoster.close);
  if (worker && scanEngine) {
    // Each domain in core registers its own job handlers; this process only supplies the services.
    const alerts = { mailer, translatorFor: (language: string | null) => translator(pickLanguage(language)), dashboardUrl: `${config.baseUrl}/dashboard` };
    stopWorkers = await startJobWorkers({
      db: handle.db,
      queue,
      mailer,
      storage,
      engine: scanEngine.engine,
      events: scanEvents,
      alerts,
      staleAfterSeconds: config.scans.staleAfterSeconds,
      identityDocumentRetentionDays: config.identityDocumentRetentionDays,
      videoUploadExpiryHours: config.videoUploadExpiryHours,
      takedowns: takedowns.services,
      videoTools: { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath },
      billing,
      webhooks: { keys: config.fileKeys, post: webhookPoster.post },
      privacy: privacyServicesOf({ config, db: handle.db, storage, clock, mailer }),
    });
  }

  let jobsStopped: Promise<void> | null = null;
  const stopJobs: Runtime["stopJobs"] = ({ graceMs } = {}) =>
    (jobsStopped ??= (async () => {
      lifecycle.stopping = true;
      stopWorkers(); // no sweep may send a job to a stopping queue
      await closeInbound();
      // Takes no new job, waits for the checks, escalations and sends in flight (or gives them up to a
      // retry after their expiry) and pg-boss's last writes: nothing of it runs after the database closes.
      await queue.stop(graceMs === undefined ? {} : { timeoutMs: graceMs });
    })());

  return {
    config,
    db: handle.db,
    database: handle,
    queue,
    mailer,
    storage,
    auth,
    scanEvents,
    takedowns: takedowns.services,
    impersonation: takedowns.impersonation,
    clock,
    billing,
    sandbox: scanEngine?.sandbox ?? null,
    logger,
    metrics,
    lifecycle,
    stopJobs,
    async stop() {
      await stopJobs();
      await listener?.close();
      for (const stop of stops) await stop();
      if (!database) await handle.close();
    },
  };
}
