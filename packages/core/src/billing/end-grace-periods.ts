// The end of a grace period (issue 15, ADR 033): a failed renewal keeps the plan for
// BILLING_GRACE_DAYS, and when that runs out without a payment the provider may still be retrying,
// so no event comes. This job, every five minutes on the core clock, asks the provider once more
// (a payment whose event was lost counts) and otherwise drops the tier to standard and tells the
// creator. A subscription is handled once: the row written after the grace period no longer matches.
import { type Database, subscriptions } from "@unleak/db";
import { gracePeriodEndJob, type Queue } from "@unleak/jobs";
import { and, eq, lt, lte, sql } from "drizzle-orm";
import type { BillingServices } from "./billing-services";
import { storeProviderSubscription, takeFetchTicket, writeSubscription } from "./store-subscription";
import type { StoredSubscription } from "./subscription-state";

export const GRACE_PERIOD_END_CRON = "*/5 * * * *";

const storedState = ({ plan, status, subscriptionId, currentPeriodEnd, cancelAtPeriodEnd, graceUntil }: StoredSubscription): StoredSubscription => ({ plan, status, subscriptionId, currentPeriodEnd, cancelAtPeriodEnd, graceUntil });

/** Ends every grace period that ran out before `now`; answers how many subscriptions were looked at. */
export async function endGracePeriods({ db, services, now = services.clock.now() }: { db: Database; services: BillingServices; now?: Date }): Promise<number> {
  const expired = await db
    .select()
    .from(subscriptions)
    // Last written while the grace period still ran: nobody has ended it yet.
    .where(and(eq(subscriptions.status, "past_due"), lte(subscriptions.graceUntil, now), lt(subscriptions.updatedAt, sql`${subscriptions.graceUntil}`)));
  for (const row of expired) {
    const ticket = await takeFetchTicket(db);
    const fresh = row.subscriptionId ? await services.stripe.subscriptions.retrieve(row.subscriptionId).catch(() => null) : null;
    if (fresh) await storeProviderSubscription({ db, services, subscription: fresh, userHint: row.userId, ticket, now });
    // The provider does not answer: what is stored says the grace period is over.
    else await writeSubscription({ db, services, customerId: row.customerId, userHint: row.userId, state: (previous) => storedState(previous ?? row), ticket: null, now });
  }
  return expired.length;
}

export async function workGracePeriodEnds({ db, queue, services }: { db: Database; queue: Queue; services: BillingServices }): Promise<void> {
  await queue.work(gracePeriodEndJob, async () => void (await endGracePeriods({ db, services })));
  await queue.schedule(gracePeriodEndJob, GRACE_PERIOD_END_CRON, { tick: true });
}
