// Plans and payment (issue 15): checkout and portal pages at the provider, its webhook, and the
// subscription check. Payments are unavailable (503) where no provider is configured.
import { billingRoutes as contract } from "@unleak/contracts";
import { AppError, type BillingServices, checkSubscription, openPortal, receiveBillingEvent, startCheckout, verifyBillingEvent } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { languageOf, translator } from "../i18n";

function billingOf(services: { billing: BillingServices | null }) {
  if (!services.billing) throw new AppError("PAYMENTS_UNAVAILABLE", "no payment provider configured");
  return services.billing;
}

export const billingRoutes = contractRouter()
  .openapi(route(contract.checkout), async (c) => {
    const actor = requireActor(c);
    const services = c.get("services");
    const { plan, returnTo } = c.req.valid("json");
    return c.json(await startCheckout({ db: services.db, actor, ownerId: actor.userId, services: billingOf(services), plan, returnTo }), 200);
  })
  .openapi(route(contract.portal), async (c) => {
    const actor = requireActor(c);
    const services = c.get("services");
    return c.json(await openPortal({ db: services.db, actor, ownerId: actor.userId, services: billingOf(services), returnTo: c.req.valid("json").returnTo }), 200);
  })
  .openapi(route(contract.checkSubscription), async (c) => {
    const actor = requireActor(c);
    const t = translator(languageOf(c.req.raw));
    const services = c.get("services");
    const { forceRefresh } = c.req.valid("json");
    return c.json(await checkSubscription({ db: services.db, actor, ownerId: actor.userId, translate: (key) => t(`mail:${key}`), services: services.billing, forceRefresh }), 200);
  })
  .openapi(route(contract.webhook), async (c) => {
    const services = c.get("services");
    const billing = billingOf(services);
    // The signature covers the exact bytes sent: the body is read raw, never re-serialised.
    const event = await verifyBillingEvent(billing, await c.req.text(), c.req.header("stripe-signature"));
    await receiveBillingEvent({ db: services.db, services: billing, event });
    return c.json({ received: true }, 200);
  });
