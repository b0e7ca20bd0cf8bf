// Plans and payment (issue 15, ADR 033): checkout and the customer portal at the payment provider,
// the provider's events applied idempotently, and the subscription check.
//
// Every subscription event is answered by fetching the subscription from the provider and storing
// what it says now: a replayed event is recognised by its id and changes nothing, and an event that
// arrives late (out of order) cannot set an old state, because the state stored is always the
// provider's current one, and of two fetches running at once the later one wins
// (store-subscription.ts). The tier follows at once (monitoring frequency, automatic filing).
import { billingReturns, type Plan, type SubscriptionStatus } from "@unleak/contracts";
import { billingEvents, type Database, profiles, subscriptions, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { recordCommission } from "../affiliates/record-commission";
import { reverseCommissions } from "../affiliates/reverse-commission";
import { seatTierOf } from "../agencies/billing/seat-tier";
import { agencyOfSubscription, storeAgencySubscription } from "../agencies/billing/store-agency-subscription";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { BillingServices } from "./billing-services";
import { storeProviderSubscription, takeFetchTicket } from "./store-subscription";
import { subscriptionAnswer, tierOfSubscription } from "./subscription-state";

type BillingReturn = (typeof billingReturns)[number];

/**
 * Where the provider sends the user back: paid, to the plans page or the dashboard; cancelled,
 * always to the plans page, which says nothing was charged (a signed-in user cannot go back into
 * onboarding: it sends her to the dashboard).
 */
function returnUrls(appUrl: string, returnTo: BillingReturn = "plans") {
  const paidPage = returnTo === "plans" ? "/subscription-plans" : "/dashboard";
  return { success: `${appUrl}${paidPage}?checkout=success`, cancel: `${appUrl}/subscription-plans?checkout=cancelled` };
}

async function storedSubscription(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** The provider's customer of a user, made the first time she pays. */
async function customerOf(services: BillingServices, db: Database, userId: string): Promise<string> {
  const existing = await storedSubscription(db, userId);
  if (existing) return existing.customerId;
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const customer = await services.stripe.customers.create({ email: account?.email, metadata: { userId } });
  // Two checkouts at once: the first row wins, the other customer stays unused at the provider.
  await db.insert(subscriptions).values({ userId, customerId: customer.id }).onConflictDoNothing({ target: subscriptions.userId });
  return (await storedSubscription(db, userId))!.customerId;
}

function paymentsUnavailable(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw new AppError("PAYMENTS_UNAVAILABLE", `payment provider: ${(error as Error).message}`);
}

export async function startCheckout({ db, actor, ownerId, services, plan, returnTo }: Access & { db: Database; services: BillingServices; plan: Plan; returnTo?: BillingReturn }): Promise<{ url: string }> {
  authorise(actor, "billing.manage", ownerId);
  const current = await storedSubscription(db, ownerId);
  // A second subscription would charge twice: the plan is changed in the portal instead.
  if (current && tierOfSubscription(current, services.clock.now()) !== null) throw new AppError("ALREADY_SUBSCRIBED");
  try {
    const customer = await customerOf(services, db, ownerId);
    const urls = returnUrls(services.appUrl, returnTo);
    const session = await services.stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: ownerId,
      line_items: [{ price: services.prices[plan], quantity: 1 }],
      success_url: urls.success,
      cancel_url: urls.cancel,
      metadata: { userId: ownerId, plan },
      subscription_data: { metadata: { userId: ownerId, plan } },
    });
    if (!session.url) throw new Error("checkout session without a page");
    return { url: session.url };
  } catch (error) {
    paymentsUnavailable(error);
  }
}

export async function openPortal({ db, actor, ownerId, services, returnTo }: Access & { db: Database; services: BillingServices; returnTo?: BillingReturn }): Promise<{ url: string }> {
  authorise(actor, "billing.manage", ownerId);
  const current = await storedSubscription(db, ownerId);
  if (!current?.subscriptionId) throw new AppError("NO_SUBSCRIPTION");
  try {
    const page = returnTo === "dashboard" ? "/dashboard" : "/subscription-plans";
    // Our own configuration: it lists the plans she may switch between (the dashboard default may not).
    const configuration = await services.portalConfiguration();
    const session = await services.stripe.billingPortal.sessions.create({ customer: current.customerId, configuration, return_url: `${services.appUrl}${page}` });
    return { url: session.url };
  } catch (error) {
    paymentsUnavailable(error);
  }
}

/** Reads a webhook delivery: the signature is checked against the raw body, or the delivery is refused. */
export async function verifyBillingEvent(services: BillingServices, payload: string, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature) throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  try {
    return services.stripe.webhooks.constructEvent(payload, signature, await services.webhookSecret());
  } catch {
    throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  }
}

/** The subscription an event concerns, if any. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type.startsWith("customer.subscription.")) return String(object.id);
  if (event.type === "checkout.session.completed") return typeof object.subscription === "string" ? object.subscription : null;
  if (event.type.startsWith("invoice.")) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    const id = parent?.subscription_details?.subscription ?? object.subscription;
    return typeof id === "string" ? id : null;
  }
  return null;
}

/** Applies one verified event once; a replay answers false and changes nothing. */
export async function receiveBillingEvent({ db, services, event, now = services.clock.now() }: { db: Database; services: BillingServices; event: Stripe.Event; now?: Date }): Promise<boolean> {
  const record = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  // The affiliate programme (issue 19): each is idempotent by itself (one commission per invoice,
  // a reversed one stays reversed), so a replay or a retry after a failure changes nothing.
  if (event.type === "invoice.paid" && services.affiliates) await recordCommission({ db, stripe: services.stripe, terms: services.affiliates, invoice: event.data.object, now });
  if (event.type === "charge.refunded") await reverseCommissions({ db, charge: event.data.object, now });
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) {
    const [first] = await db.insert(billingEvents).values(record).onConflictDoNothing().returning();
    return !!first;
  }
  // A replay needs no provider call (the recording below is what decides, atomically).
  const [seen] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id));
  if (seen) return false;
  // Fetched before the event is recorded: a provider that cannot answer gets a 5xx and delivers again.
  const ticket = await takeFetchTicket(db);
  const fresh = await services.stripe.subscriptions.retrieve(subscriptionId);
  // An agency's seats (issue 17): stored apart from creators' subscriptions, by the same rules.
  const agencyId = await agencyOfSubscription(db, fresh);
  if (agencyId) return storeAgencySubscription({ db, services, agencyId, subscription: fresh, ticket, event: record, now });
  const userHint = event.type === "checkout.session.completed" ? ((event.data.object as Stripe.Checkout.Session).client_reference_id ?? null) : null;
  return storeProviderSubscription({ db, services, subscription: fresh, userHint, ticket, event: record, failedPayment: event.type === "invoice.payment_failed", now });
}

/**
 * The subscription check of spec §5 and §7, from the profile's tier and the stored subscription.
 * `forceRefresh` ("Refresh Status") first asks the provider for the subscription as it is now, so a
 * lost or late event cannot keep a paid plan from showing; a provider that does not answer leaves
 * the stored state.
 */
export async function checkSubscription({ db, actor, ownerId, translate, services = null, forceRefresh = false, now = services?.clock.now() ?? new Date() }: Access & { db: Database; translate: (key: string) => string; services?: BillingServices | null; forceRefresh?: boolean; now?: Date }): Promise<SubscriptionStatus> {
  authorise(actor, "billing.read", ownerId);
  const known = forceRefresh && services ? await storedSubscription(db, ownerId) : null;
  if (known?.subscriptionId && services) {
    const ticket = await takeFetchTicket(db);
    const fresh = await services.stripe.subscriptions.retrieve(known.subscriptionId).catch(() => null);
    if (fresh) await storeProviderSubscription({ db, services, subscription: fresh, userHint: ownerId, ticket, now });
  }
  const [profile] = await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, ownerId));
  const stored = await storedSubscription(db, ownerId);
  const tier = actor.kind === "admin" ? "admin" : (profile?.tier ?? "standard");
  // A seat of her agency (issue 17) is paid for too: no unpaid modal.
  const seated = (await seatTierOf(db, ownerId)) !== null;
  return subscriptionAnswer(tier, stored, now, { subscribed: translate("billing.subscribed"), notSubscribed: translate("billing.notSubscribed") }, seated);
}
