// The creator's dashboard: the counts and recent activity of their own account only.
import { dashboardRoutes as contract } from "@unleak/contracts";
import { getDashboard } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const dashboardRoutes = contractRouter().openapi(route(contract.get), async (c) => {
  const actor = requireActor(c);
  const { db, storage } = c.get("services");
  return c.json(await getDashboard({ db, storage, actor, ownerId: actor.userId }), 200);
});
