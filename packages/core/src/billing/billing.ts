// Plans and payment (issue 15, ADR 033): checkout and the customer portal at the payment provider,
// the provider's events applied idempotently, and the subscription check.
//
// Every subscription event is answered by fetching the subscription from the provider and storing
// what it says now: a replayed event is recognised by its id and changes nothing, and an event that
// arrives late (out of order) cannot set an old state, because the state stored is always the
// provider's current one. The tier follows at once (monitoring frequency, automatic filing).
import { billingReturns, type Plan, plans, type SubscriptionStatus } from "@unleak/contracts";
import { billingEvents, type Database, profiles, subscriptions, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { AppError } from "../errors/app-error";
import { createNotification } from "../notifications/notifications";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { BillingServices } from "./billing-services";
import { type StoredSubscription, subscriptionAnswer, tierOfSubscription } from "./subscription-state";

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
  if (current && tierOfSubscription(current, new Date()) !== null) throw new AppError("ALREADY_SUBSCRIBED");
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
    const session = await services.stripe.billingPortal.sessions.create({ customer: current.customerId, return_url: `${services.appUrl}${page}` });
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
export async function receiveBillingEvent({ db, services, event, now = new Date() }: { db: Database; services: BillingServices; event: Stripe.Event; now?: Date }): Promise<boolean> {
  const subscriptionId = subscriptionIdOf(event);
  if (subscriptionId) {
    // Fetched before the event is recorded: a provider that cannot answer gets a 5xx and delivers again.
    const fresh = await services.stripe.subscriptions.retrieve(subscriptionId);
    const userHint = event.type === "checkout.session.completed" ? ((event.data.object as Stripe.Checkout.Session).client_reference_id ?? null) : null;
    const [first] = await db.insert(billingEvents).values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000) }).onConflictDoNothing().returning();
    if (!first) return false;
    await applySubscription({ db, services, subscription: fresh, userHint, failedPayment: event.type === "invoice.payment_failed", now });
    return true;
  }
  const [first] = await db.insert(billingEvents).values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000) }).onConflictDoNothing().returning();
  return !!first;
}

function planOfPrice(services: BillingServices, priceId: string | undefined): Plan | null {
  return plans.find((plan) => services.prices[plan] === priceId) ?? null;
}

/** Stores the provider's current state of a subscription and sets the tier it buys. */
async function applySubscription({ db, services, subscription, userHint, failedPayment, now }: { db: Database; services: BillingServices; subscription: Stripe.Subscription; userHint: string | null; failedPayment: boolean; now: Date }): Promise<void> {
  const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
  const userId = row?.userId ?? userHint ?? subscription.metadata?.userId;
  if (!userId) return;
  const item = subscription.items.data[0];
  const previous: StoredSubscription | null = row ?? null;
  const pastDue = subscription.status === "past_due";
  const next: StoredSubscription = {
    plan: planOfPrice(services, item?.price.id),
    status: subscription.status,
    subscriptionId: subscription.id,
    currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    // The grace period starts at the first failed renewal and is kept until the plan is paid again.
    graceUntil: pastDue ? (previous?.graceUntil ?? new Date(now.getTime() + services.graceDays * 86_400_000)) : null,
  };
  const values = { ...next, updatedAt: now };
  if (row) await db.update(subscriptions).set(values).where(eq(subscriptions.id, row.id));
  else await db.insert(subscriptions).values({ userId, customerId, ...values }).onConflictDoUpdate({ target: subscriptions.userId, set: { customerId, ...values } });
  await setTier(db, userId, next, now);
  await tellAboutChange({ db, services, userId, previous, next, failedPayment });
}

/** The profile's tier follows the subscription; an admin stays admin. */
async function setTier(db: Database, userId: string, subscription: StoredSubscription, now: Date): Promise<void> {
  const [profile] = await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId));
  if (!profile || profile.tier === "admin") return;
  const tier = tierOfSubscription(subscription, now) ?? "standard";
  if (tier !== profile.tier) await db.update(profiles).set({ subscriptionTier: tier, updatedAt: now }).where(eq(profiles.id, userId));
}

type News = "activated" | "changed" | "paymentFailed" | "cancelScheduled" | "ended";

function newsOf(previous: StoredSubscription | null, next: StoredSubscription, failedPayment: boolean, now: Date): News | null {
  const before = tierOfSubscription(previous, now);
  const after = tierOfSubscription(next, now);
  if (failedPayment) return "paymentFailed";
  if (!before && after) return "activated";
  if (before && !after) return "ended";
  if (before && after && previous?.plan !== next.plan) return "changed";
  if (next.cancelAtPeriodEnd && !previous?.cancelAtPeriodEnd) return "cancelScheduled";
  return null;
}

async function tellAboutChange({ db, services, userId, previous, next, failedPayment }: { db: Database; services: BillingServices; userId: string; previous: StoredSubscription | null; next: StoredSubscription; failedPayment: boolean }): Promise<void> {
  const news = newsOf(previous, next, failedPayment, new Date());
  if (!news) return;
  const [owner] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  if (!owner) return;
  const t = services.translatorFor(owner.language);
  const date = (value: Date | null) => value?.toISOString().slice(0, 10) ?? "";
  const values = { plan: next.plan ? t(`mail:billing.plans.${next.plan}`) : "", periodEnd: date(next.currentPeriodEnd), graceUntil: date(next.graceUntil), url: `${services.appUrl}/subscription-plans` };
  await createNotification({ db, userId, title: t(`mail:billing.${news}.title`, values), message: t(`mail:billing.${news}.message`, values) });
  // A failed payment and the end of a plan are worth an e-mail: protection stops if nothing is done.
  if (news === "paymentFailed" || news === "ended") await services.mailer.send({ to: owner.email, subject: t(`mail:billing.${news}.subject`, values), text: t(`mail:billing.${news}.text`, values) });
}

/**
 * The subscription check of spec §5 and §7, from the profile's tier and the stored subscription.
 * `forceRefresh` ("Refresh Status") first asks the provider for the subscription as it is now, so a
 * lost or late event cannot keep a paid plan from showing; a provider that does not answer leaves
 * the stored state.
 */
export async function checkSubscription({ db, actor, ownerId, translate, services = null, forceRefresh = false, now = new Date() }: Access & { db: Database; translate: (key: string) => string; services?: BillingServices | null; forceRefresh?: boolean; now?: Date }): Promise<SubscriptionStatus> {
  authorise(actor, "billing.read", ownerId);
  const known = forceRefresh && services ? await storedSubscription(db, ownerId) : null;
  if (known?.subscriptionId && services) {
    const fresh = await services.stripe.subscriptions.retrieve(known.subscriptionId).catch(() => null);
    if (fresh) await applySubscription({ db, services, subscription: fresh, userHint: ownerId, failedPayment: false, now });
  }
  const [profile] = await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, ownerId));
  const stored = await storedSubscription(db, ownerId);
  const tier = actor.kind === "admin" ? "admin" : (profile?.tier ?? "standard");
  return subscriptionAnswer(tier, stored, now, { subscribed: translate("billing.subscribed"), notSubscribed: translate("billing.notSubscribed") });
}
