// Webhooks of the public API (issue 19): when a leak is found or confirmed removed, every client the
// user gave a live grant and that has a webhook URL gets one delivery, kept in webhook_deliveries and
// posted by a queued job (retried with backoff). The body is signed Stripe-style:
//   Unleak-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook secret>
import { createHmac, randomUUID } from "node:crypto";
import type { WebhookEvent } from "@unleak/contracts";
import { type Database, oauthClients, oauthGrants, webhookDeliveries } from "@unleak/db";
import { deliverWebhookJob, type Queue } from "@unleak/jobs";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { FileKeyring } from "../storage/file-encryption";
import { openSecret } from "./oauth-secrets";

export const SIGNATURE_HEADER = "Unleak-Signature";

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${unixSeconds}.${body}`, "utf8").digest("hex");
  return `t=${unixSeconds},v1=${digest}`;
}

/** Queues `event` for each client with a live grant from `userId` and a webhook URL; answers how many. */
export async function queueWebhookEvent({ db, queue, userId, event, data, now = new Date() }: { db: Database; queue: Queue; userId: string; event: WebhookEvent; data: Record<string, unknown>; now?: Date }): Promise<number> {
  const clients = await db
    .selectDistinct({ id: oauthClients.id })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .where(and(eq(oauthGrants.userId, userId), isNull(oauthGrants.revokedAt), isNotNull(oauthClients.webhookUrl)));
  for (const client of clients) {
    const payload = { id: `evt_${randomUUID()}`, type: event, created: Math.floor(now.getTime() / 1000), data };
    const [row] = await db.insert(webhookDeliveries).values({ clientId: client.id, userId, event, payload }).returning({ id: webhookDeliveries.id });
    await queue.send(deliverWebhookJob, { deliveryId: row.id });
  }
  return clients.length;
}

/** Sends a POST and answers the HTTP status (the SSRF-safe fetcher in production). */
export type WebhookPoster = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

/**
 * Posts one delivery. A 2xx marks it delivered; anything else counts the attempt and throws so the
 * queue retries it, and the last attempt marks it failed.
 */
export async function deliverWebhook({ db, keys, post, deliveryId, lastAttempt = false, now = new Date() }: { db: Database; keys: FileKeyring; post: WebhookPoster; deliveryId: string; lastAttempt?: boolean; now?: Date }): Promise<void> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: oauthClients.webhookUrl, secret: oauthClients.webhookSecret })
    .from(webhookDeliveries)
    .innerJoin(oauthClients, eq(oauthClients.id, webhookDeliveries.clientId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!row || row.delivery.status !== "pending" || !row.url) return;
  const body = JSON.stringify(row.delivery.payload);
  const signature = signWebhook(openSecret(row.secret, keys), body, Math.floor(now.getTime() / 1000));
  const status = await post(row.url, body, { "content-type": "application/json", [SIGNATURE_HEADER.toLowerCase()]: signature }).catch(() => null);
  const delivered = status !== null && status >= 200 && status < 300;
  await db
    .update(webhookDeliveries)
    .set({ attempts: row.delivery.attempts + 1, lastResponseStatus: status, ...(delivered ? { status: "delivered", deliveredAt: now } : lastAttempt ? { status: "failed" } : {}) })
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!delivered && !lastAttempt) throw new Error(`webhook delivery ${deliveryId} answered ${status ?? "nothing"}`);
}

export async function workWebhookDeliveries({ db, queue, keys, post }: { db: Database; queue: Queue; keys: FileKeyring; post: WebhookPoster }): Promise<void> {
  const attempts = (deliverWebhookJob.retryLimit ?? 0) + 1;
  await queue.work(deliverWebhookJob, async ({ deliveryId }) => {
    const [row] = await db.select({ attempts: webhookDeliveries.attempts }).from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    await deliverWebhook({ db, keys, post, deliveryId, lastAttempt: (row?.attempts ?? 0) + 1 >= attempts });
  });
}
