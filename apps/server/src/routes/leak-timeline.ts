// A case's timeline (issue 13): GET /api/leaks/:id/timeline gives the owner everything that happened
// to one leak, oldest first, and the case as it stands now.
import { leakTimelineRoutes as contract } from "@unleak/contracts";
import { listLeakTimeline } from "@unleak/core/takedowns/list-leak-timeline";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const leakTimelineRoutes = contractRouter().openapi(route(contract.timeline), async (c) => {
  const actor = requireActor(c);
  return c.json(await listLeakTimeline({ services: c.get("services").takedowns, actor, ownerId: actor.userId, leakId: c.req.valid("param").id }), 200);
});
