// The product's jobs. Each handler must be idempotent: a retried job may run twice.
import type { JobDefinition } from "./queue";

export const deliverMailJob: JobDefinition<{ outboxId: string }> = { name: "mail-deliver", retryLimit: 8, retryDelaySeconds: 30 };

/** Runs one scan (instant, full or monitoring) to its end; a rerun after a crash starts it again. */
export const runScanJob: JobDefinition<{ scanId: string }> = { name: "scan-run", retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 900, concurrency: 8 };

/** Every hour: starts the monitoring scans that are due by each creator's plan. */
export const monitoringTickJob: JobDefinition<{ tick: true }> = { name: "monitoring-tick", retryLimit: 1, retryDelaySeconds: 60 };

/** Every night: forgets the visitor scan counts of past days (they hold visitors' addresses). */
export const visitorQuotaCleanupJob: JobDefinition<{ tick: true }> = { name: "visitor-quota-cleanup", retryLimit: 1, retryDelaySeconds: 300 };

/** Every hour: deletes reference-video uploads that received nothing for longer than the expiry (their parts and their quota). */
export const videoUploadExpiryJob: JobDefinition<{ tick: true }> = { name: "video-upload-expiry", retryLimit: 1, retryDelaySeconds: 300 };

/** Every five minutes: ends the grace periods of failed renewals that ran out (the tier drops, the creator is told). */
export const gracePeriodEndJob: JobDefinition<{ tick: true }> = { name: "billing-grace-end", retryLimit: 1, retryDelaySeconds: 60 };

/** Every night: deletes the documents of identity verifications decided longer ago than the retention period. */
export const identityRetentionJob: JobDefinition<{ tick: true }> = { name: "identity-retention", retryLimit: 1, retryDelaySeconds: 300 };

/** Routes and composes the notices of one removal request (issue 12); a rerun skips what exists. */
export const composeNoticesJob: JobDefinition<{ requestId: string }> = { name: "takedown-compose", retryLimit: 10, retryDelaySeconds: 10, expireInSeconds: 900, concurrency: 2 };

/** Sends one notice (e-mail or web form); retried with backoff until it goes; never sent twice once recorded as sent. */
export const sendNoticeJob: JobDefinition<{ noticeId: string }> = { name: "notice-send", retryLimit: 30, retryDelaySeconds: 15, expireInSeconds: 300, concurrency: 4 };

/** Files a creator's new exact and high picture matches when automatic filing is on (after a scan, and hourly). */
export const autoFileJob: JobDefinition<{ userId: string | null }> = { name: "takedown-auto-file", retryLimit: 3, retryDelaySeconds: 60 };

/** Every minute: puts notices and requests whose job was lost (a process died between commit and send) back on the queue. */
export const takedownSweepJob: JobDefinition<{ tick: true }> = { name: "takedown-sweep", retryLimit: 1, retryDelaySeconds: 30 };

/** Sends a leak's next escalation wave on its date (issue 13); it plans again first, so a removal or counter-notice meanwhile cancels it. */
export const escalationJob: JobDefinition<{ leakId: string }> = { name: "takedown-escalation", retryLimit: 5, retryDelaySeconds: 60, expireInSeconds: 300, concurrency: 2 };

/** Every minute: escalation waves whose job was lost (a process died between queueing and running it) are sent. */
export const escalationSweepJob: JobDefinition<{ tick: true }> = { name: "takedown-escalation-sweep", retryLimit: 1, retryDelaySeconds: 30 };

/** Re-checks one leak after its notices (24 h, 48 h, 72 h, daily to day 7, weekly to day 30): issue 13. */
export const removalCheckJob: JobDefinition<{ leakId: string }> = { name: "removal-check", retryLimit: 5, retryDelaySeconds: 60, expireInSeconds: 300, concurrency: 2 };

/**
 * Looks for a creator's removed pictures again on the sites they were removed from (the re-upload
 * watch, issue 13), a day after the last look; at most one waits per creator (`reupload:<userId>`).
 */
export const reuploadSweepJob: JobDefinition<{ userId: string }> = { name: "reupload-sweep", retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 900, concurrency: 2, policy: "short" };

/** Turns a completely uploaded reference video into frames and a signature (issue 14); a rerun starts it over. */
export const referenceVideoJob: JobDefinition<{ videoId: string }> = { name: "reference-video", retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 4 * 3600, concurrency: 1 };

/** Looks for a creator's fake profiles (issue 18): one running check per creator, queued after her scans and on request. */
export const fakeProfileCheckJob: JobDefinition<{ checkId: string }> = { name: "fake-profile-check", retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 900, concurrency: 2 };

/** Builds one user's data export (issue 19): the ZIP, stored encrypted, and the mailed one-time link; a rerun of a ready one does nothing. */
export const dataExportJob: JobDefinition<{ exportId: string }> = { name: "privacy-export", retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 1800, concurrency: 1 };

/** Every ten minutes: removes expired exports' files and erases the accounts whose deletion grace period ended (issue 19). */
export const privacySweepJob: JobDefinition<{ tick: true }> = { name: "privacy-sweep", retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 1800 };

/** Posts one signed event to an OAuth client's webhook (issue 19); retried with exponential backoff. */
export const deliverWebhookJob: JobDefinition<{ deliveryId: string }> = { name: "webhook-deliver", retryLimit: 6, retryDelaySeconds: 30, expireInSeconds: 120, concurrency: 4 };

/**
 * Crawls one site's new-upload listing for every monitored creator (the shared crawl, issue 20). Sent
 * with singletonKey = site id: one waits per site; a lease on the site's row lets one run at a time across processes.
 */
export const crawlSiteJob: JobDefinition<{ siteId: string }> = { name: "crawl-site", retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 900, concurrency: 2, policy: "short" };

/** Every minute: queues the listing sites whose crawl is due on the core clock (and prunes old crawled pages). */
export const crawlTickJob: JobDefinition<{ tick: true }> = { name: "crawl-tick", retryLimit: 1, retryDelaySeconds: 30 };
