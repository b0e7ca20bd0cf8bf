// The public pages' figures and the sites the leak crawler monitors, for anyone (packages/core/src/sites).
import { getPublicStats, listMonitoredSites } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";

export const siteRoutes = new Hono<AppEnv>()
  .get("/stats", async (c) => {
    const { config, db } = c.get("services");
    return c.json(await getPublicStats({ db, sandbox: config.sandbox }));
  })
  .get("/sites", async (c) => {
    const { config, db } = c.get("services");
    return c.json(await listMonitoredSites({ db, sandbox: config.sandbox }));
  });
