// The product's jobs. Each handler must be idempotent: a retried job may run twice.
import type { JobDefinition } from "./queue";

export const deliverMailJob: JobDefinition<{ outboxId: string }> = { name: "mail-deliver", retryLimit: 8, retryDelaySeconds: 30 };

/** Runs one scan (instant, full or monitoring) to its end; a rerun after a crash starts it again. */
export const runScanJob: JobDefinition<{ scanId: string }> = { name: "scan-run", retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 900, concurrency: 8 };

/** Every hour: starts the monitoring scans that are due by each creator's plan. */
export const monitoringTickJob: JobDefinition<{ tick: true }> = { name: "monitoring-tick", retryLimit: 1, retryDelaySeconds: 60 };

/** Every night: forgets the visitor scan counts of past days (they hold visitors' addresses). */
export const visitorQuotaCleanupJob: JobDefinition<{ tick: true }> = { name: "visitor-quota-cleanup", retryLimit: 1, retryDelaySeconds: 300 };

/** Every night: deletes the documents of identity verifications decided longer ago than the retention period. */
export const identityRetentionJob: JobDefinition<{ tick: true }> = { name: "identity-retention", retryLimit: 1, retryDelaySeconds: 300 };
