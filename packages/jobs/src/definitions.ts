// The product's jobs. Each handler must be idempotent: a retried job may run twice.
import type { JobDefinition } from "./queue";

export const deliverMailJob: JobDefinition<{ outboxId: string }> = { name: "mail-deliver", retryLimit: 8, retryDelaySeconds: 30 };
