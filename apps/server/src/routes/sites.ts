// The public pages' figures and the sites the leak crawler monitors, for anyone (packages/core/src/sites).
import { siteRoutes as contract } from "@unleak/contracts";
import { getPublicStats, listMonitoredSites } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";

export const siteRoutes = contractRouter()
  .openapi(route(contract.stats), async (c) => {
    const { config, db } = c.get("services");
    return c.json(await getPublicStats({ db, sandbox: config.sandbox }), 200);
  })
  .openapi(route(contract.list), async (c) => {
    const { config, db } = c.get("services");
    return c.json(await listMonitoredSites({ db, sandbox: config.sandbox }), 200);
  });
