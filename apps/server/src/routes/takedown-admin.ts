// The administrators' takedown overview (issue 13): the queue, failures, unthreaded replies and
// per-recipient statistics. Core's policy admits administrators only.
import { takedownAdminRoutes as contract } from "@unleak/contracts";
import { getTakedownOverview } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { actorOf } from "../http/session";

export const takedownAdminRoutes = contractRouter().openapi(route(contract.overview), async (c) =>
  c.json(await getTakedownOverview({ db: c.get("services").db, actor: actorOf(c) }), 200),
);
