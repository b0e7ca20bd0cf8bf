// The administrators' takedown overview (issue 13): the queue, failures, unthreaded and unparsed
// replies, per-recipient and per-host statistics. Core's policy admits administrators only.
import { takedownAdminRoutes as contract } from "@unleak/contracts";
import { getTakedownOverview } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { actorOf } from "../http/session";

export const takedownAdminRoutes = contractRouter().openapi(route(contract.overview), async (c) => {
  const { db, queue, clock } = c.get("services");
  return c.json(await getTakedownOverview({ db, queue, clock, actor: actorOf(c) }), 200);
});
