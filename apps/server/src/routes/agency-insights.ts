// An agency's analytics and billing (issue 17): the analytics as JSON and as a CSV attachment, for
// any member; the seats' billing read by any member, checkout and the portal for the owner only.
// Not an agency member: 403; then, where no payment provider is configured, billing is a 503.
import { agencyInsightRoutes as contract } from "@unleak/contracts";
import { exportAgencyAnalyticsCsv, getAgencyAnalytics, getAgencyBilling, openAgencyPortal, startAgencyCheckout } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { languageOf, translator } from "../i18n";

export const agencyInsightRoutes = contractRouter()
  .openapi(route(contract.analytics), async (c) => {
    const actor = requireActor(c);
    const { db, clock } = c.get("services");
    const { from, to } = c.req.valid("query");
    return c.json(await getAgencyAnalytics({ db, actor, from, to, now: clock.now() }), 200);
  })
  .openapi(route(contract.analyticsCsv), async (c) => {
    const actor = requireActor(c);
    const { db, clock } = c.get("services");
    const { from, to } = c.req.valid("query");
    const t = translator(languageOf(c.req.raw));
    const { filename, csv } = await exportAgencyAnalyticsCsv({ db, actor, from, to, now: clock.now(), translate: (column) => t(`agencyInsights:csv.${column}`) });
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    });
  })
  .openapi(route(contract.billing), async (c) => {
    const actor = requireActor(c);
    const services = c.get("services");
    return c.json(await getAgencyBilling({ db: services.db, actor, services: services.billing }), 200);
  })
  .openapi(route(contract.checkout), async (c) => {
    const actor = requireActor(c);
    const services = c.get("services");
    return c.json(await startAgencyCheckout({ db: services.db, actor, services: services.billing, plan: c.req.valid("json").plan }), 200);
  })
  .openapi(route(contract.portal), async (c) => {
    const actor = requireActor(c);
    const services = c.get("services");
    return c.json(await openAgencyPortal({ db: services.db, actor, services: services.billing }), 200);
  });
