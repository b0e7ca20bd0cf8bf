// A creator's leaks: only ever the caller's own rows. The contracts in @unleak/contracts/leaks
// validate and describe each route; the policy layer in core decides.
import { leakRoutes as contract } from "@unleak/contracts";
import { getLeak, listLeaks, restoreLeak, setLeakDisposition } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const leakRoutes = contractRouter()
  .openapi(route(contract.list), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    return c.json(await listLeaks({ db, storage, actor, ownerId: actor.userId, filters: c.req.valid("query") }), 200);
  })
  .openapi(route(contract.get), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    return c.json(await getLeak({ db, storage, actor, ownerId: actor.userId, id: c.req.valid("param").id }), 200);
  })
  .openapi(route(contract.judge), async (c) => {
    const actor = requireActor(c);
    const { disposition } = c.req.valid("json");
    return c.json(await setLeakDisposition({ db: c.get("services").db, actor, ownerId: actor.userId, id: c.req.valid("param").id, disposition }), 200);
  })
  // Undoes the verdict: listed again, and its URL leaves the whitelist that feeds the scans.
  .openapi(route(contract.restore), async (c) => {
    const actor = requireActor(c);
    return c.json(await restoreLeak({ db: c.get("services").db, actor, ownerId: actor.userId, id: c.req.valid("param").id }), 200);
  });
