// The public API, version 1 (issue 19): each route behind a bearer token with its scope (checked,
// with the client's rate limit, by the contract router's token guard). The user the token acts for
// is a creator on her own data, so the same core functions and policy as the app decide.
import { apiV1Routes as contract } from "@unleak/contracts";
import { getLeak, listFakeProfiles, listLeaks, listNotices, listScans, requestRemoval, startFullScan } from "@unleak/core";
import { requireApiActor } from "../http/bearer";
import { contractRouter, route } from "../http/contract-router";

export const apiV1Routes = contractRouter()
  .openapi(route(contract.leaks), async (c) => {
    const actor = requireApiActor(c);
    const { db, storage } = c.get("services");
    return c.json(await listLeaks({ db, storage, actor, ownerId: actor.userId, filters: c.req.valid("query") }), 200);
  })
  .openapi(route(contract.leak), async (c) => {
    const actor = requireApiActor(c);
    const { db, storage } = c.get("services");
    return c.json(await getLeak({ db, storage, actor, ownerId: actor.userId, id: c.req.valid("param").id }), 200);
  })
  .openapi(route(contract.scans), async (c) => {
    const actor = requireApiActor(c);
    return c.json({ scans: await listScans({ db: c.get("services").db, actor, ownerId: actor.userId }) }, 200);
  })
  .openapi(route(contract.startScan), async (c) => {
    const actor = requireApiActor(c);
    const { db, queue, config } = c.get("services");
    return c.json(await startFullScan({ db, queue, actor, ownerId: actor.userId, staleAfterSeconds: config.scans.staleAfterSeconds }), 202);
  })
  .openapi(route(contract.takedowns), async (c) => {
    const actor = requireApiActor(c);
    return c.json(await listNotices({ db: c.get("services").db, actor, ownerId: actor.userId, filters: c.req.valid("query") }), 200);
  })
  .openapi(route(contract.requestTakedown), async (c) => {
    const actor = requireApiActor(c);
    return c.json(await requestRemoval({ services: c.get("services").takedowns, actor, ownerId: actor.userId, leakIds: c.req.valid("json").leakIds }), 202);
  })
  .openapi(route(contract.fakeProfiles), async (c) => {
    const actor = requireApiActor(c);
    const { db, storage, clock, impersonation } = c.get("services");
    return c.json(await listFakeProfiles({ db, storage, clock, directory: impersonation, actor, ownerId: actor.userId, filters: c.req.valid("query") }), 200);
  });
