// Everything a process that runs jobs handles: each domain registers its own job handlers
// (mail, scans, monitoring, the visitor quota, identity documents, takedowns, grace periods); the server or the worker only calls this.
import { workFakeProfileChecks } from "../impersonation/fake-profile-jobs";
import { workIdentityRetention } from "../authorisation/identity-retention-job";
import type { BillingServices } from "../billing/billing-services";
import { workGracePeriodEnds } from "../billing/end-grace-periods";
import type { VideoToolPaths } from "@unleak/scanner";
import type { Mailer } from "../mail/mailer";
import { workMailDelivery } from "../mail/deliver-mail-job";
import { workMonitoringTicks } from "../monitoring/monitoring-tick-job";
import { systemClock } from "../clock/clock";
import { createCrawlServices, workCrawl } from "../crawl/crawl-jobs";
import { type ScanWorkerOptions, workScans } from "../scans/scan-jobs";
import { workReferenceVideos } from "../references/reference-video-job";
import { workVideoUploadExpiry } from "../references/video-upload-expiry";
import { workVisitorQuotaCleanup } from "../scans/visitor-quota-cleanup-job";
import { workEscalation } from "../takedowns/escalate";
import { workPrivacy } from "../privacy/privacy-jobs";
import type { PrivacyServices } from "../privacy/privacy-services";
import { workReuploadSweeps } from "../takedowns/sweep-reuploads";
import { workTakedowns } from "../takedowns/takedown-jobs";
import type { TakedownServices } from "../takedowns/takedown-services";
import { type WebhookPoster, workWebhookDeliveries } from "../oauth/webhooks";
import type { FileKeyring } from "../storage/file-encryption";

/** Registers every handler and schedule; the returned function stops what runs between jobs (the sweeper). */
export async function startJobWorkers(options: ScanWorkerOptions & { mailer: Mailer; identityDocumentRetentionDays?: number; videoUploadExpiryHours?: number; takedowns?: TakedownServices; videoTools?: VideoToolPaths; billing?: BillingServices | null; webhooks?: { keys: FileKeyring; post: WebhookPoster }; privacy?: PrivacyServices }): Promise<() => void> {
  const { db, queue, mailer, storage } = options;
  await workMailDelivery({ queue, mailer });
  const stopScans = await workScans({ ...options, clock: options.takedowns?.clock });
  await workMonitoringTicks({ db, queue });
  // The shared crawl of listing sites for every monitored creator (issue 20).
  await workCrawl(createCrawlServices({ db, queue, storage, engine: options.engine, clock: options.takedowns?.clock ?? systemClock, alerts: options.alerts }));
  await workVisitorQuotaCleanup({ db, queue });
  await workReferenceVideos({ db, queue, storage, tools: options.videoTools });
  await workVideoUploadExpiry({ db, queue, storage, expiryHours: options.videoUploadExpiryHours });
  await workIdentityRetention({ db, queue, storage, retentionDays: options.identityDocumentRetentionDays });
  if (options.webhooks) await workWebhookDeliveries({ db, queue, ...options.webhooks });
  if (options.billing) await workGracePeriodEnds({ db, queue, services: options.billing });
  if (options.privacy) await workPrivacy({ queue, services: options.privacy });
  if (options.takedowns) {
    const fakeProfilesUrl = options.alerts ? new URL("/fake-profiles", options.alerts.dashboardUrl).toString() : "";
    await workFakeProfileChecks({ db, queue, storage, clock: options.takedowns.clock, engine: options.engine, ...(options.alerts ? { alerts: { mailer, translatorFor: options.alerts.translatorFor, fakeProfilesUrl } } : {}) });
    await workTakedowns(options.takedowns);
    await workEscalation(options.takedowns);
    await workReuploadSweeps(options.takedowns, options.engine);
  }
  return stopScans;
}
