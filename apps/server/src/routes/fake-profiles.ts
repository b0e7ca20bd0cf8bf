// A creator's fake profiles (issue 18): the list, one profile's evidence, "check now", reporting one
// as impersonation and her verdict. The contracts in @unleak/contracts/fake-profiles validate and
// describe each route; the policy layer in core decides.
import { fakeProfileRoutes as contract } from "@unleak/contracts";
import { judgeFakeProfile, listFakeProfiles, readFakeProfile, reportFakeProfile, requestFakeProfileCheck } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const fakeProfileRoutes = contractRouter()
  .openapi(route(contract.list), async (c) => {
    const actor = requireActor(c);
    const { db, storage, clock, impersonation } = c.get("services");
    return c.json(await listFakeProfiles({ db, storage, clock, directory: impersonation, actor, ownerId: actor.userId, filters: c.req.valid("query") }), 200);
  })
  .openapi(route(contract.check), async (c) => {
    const actor = requireActor(c);
    const { db, queue, clock } = c.get("services");
    await requestFakeProfileCheck({ db, queue, clock, actor, ownerId: actor.userId });
    return c.json({ queued: true as const }, 202);
  })
  .openapi(route(contract.get), async (c) => {
    const actor = requireActor(c);
    const { db, storage, impersonation } = c.get("services");
    return c.json(await readFakeProfile({ db, storage, directory: impersonation, actor, ownerId: actor.userId, id: c.req.valid("param").id }), 200);
  })
  .openapi(route(contract.report), async (c) => {
    const actor = requireActor(c);
    const { takedowns, impersonation } = c.get("services");
    return c.json(await reportFakeProfile({ services: takedowns, directory: impersonation, actor, ownerId: actor.userId, id: c.req.valid("param").id }), 200);
  })
  .openapi(route(contract.judge), async (c) => {
    const actor = requireActor(c);
    return c.json(await judgeFakeProfile({ db: c.get("services").db, actor, ownerId: actor.userId, id: c.req.valid("param").id, verdict: c.req.valid("json").verdict }), 200);
  });
