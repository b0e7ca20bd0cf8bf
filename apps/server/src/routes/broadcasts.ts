// The administrators' broadcasts (issue 16): a notification in the four languages to everybody, to
// one plan's users or to one user, and the list of the latest. Core authorises and records them.
import { broadcastRoutes as contract } from "@unleak/contracts";
import { listBroadcasts, sendBroadcast } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const broadcastRoutes = contractRouter()
  .openapi(route(contract.send), async (c) => c.json(await sendBroadcast({ db: c.get("services").db, actor: requireActor(c), ...c.req.valid("json") }), 201))
  .openapi(route(contract.list), async (c) => c.json(await listBroadcasts({ db: c.get("services").db, actor: requireActor(c) }), 200));
