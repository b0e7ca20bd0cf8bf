// OAuth clients of the public API (issue 19): a user's (or her agency's) clients, their secrets
// shown once, the apps she connected and their revocation, and the consent screen's two calls. The
// contracts in @unleak/contracts/oauth-clients validate and describe each route; core decides.
import { oauthClientRoutes as contract } from "@unleak/contracts";
import {
  decideAuthorization,
  deleteOAuthClient,
  describeAuthorization,
  listConnectedApps,
  listOAuthClients,
  registerOAuthClient,
  revokeConnectedApp,
  rotateOAuthClientSecret,
  rotateWebhookSecret,
} from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const oauthClientRoutes = contractRouter()
  .openapi(route(contract.list), async (c) => {
    const actor = requireActor(c);
    return c.json({ clients: await listOAuthClients({ db: c.get("services").db, actor, ownerId: actor.userId }) }, 200);
  })
  .openapi(route(contract.create), async (c) => {
    const actor = requireActor(c);
    const { db, config } = c.get("services");
    return c.json(await registerOAuthClient({ db, keys: config.fileKeys, actor, ownerId: actor.userId, input: c.req.valid("json") }), 201);
  })
  .openapi(route(contract.rotateSecret), async (c) => {
    const actor = requireActor(c);
    return c.json(await rotateOAuthClientSecret({ db: c.get("services").db, actor, ownerId: actor.userId, id: c.req.valid("param").id }), 200);
  })
  .openapi(route(contract.rotateWebhookSecret), async (c) => {
    const actor = requireActor(c);
    const { db, config } = c.get("services");
    return c.json(await rotateWebhookSecret({ db, keys: config.fileKeys, actor, ownerId: actor.userId, id: c.req.valid("param").id }), 200);
  })
  .openapi(route(contract.remove), async (c) => {
    const actor = requireActor(c);
    await deleteOAuthClient({ db: c.get("services").db, actor, ownerId: actor.userId, id: c.req.valid("param").id });
    return c.body(null, 204);
  })
  .openapi(route(contract.connectedApps), async (c) => {
    const actor = requireActor(c);
    return c.json({ apps: await listConnectedApps({ db: c.get("services").db, actor, ownerId: actor.userId }) }, 200);
  })
  .openapi(route(contract.revokeApp), async (c) => {
    const actor = requireActor(c);
    await revokeConnectedApp({ db: c.get("services").db, actor, ownerId: actor.userId, id: c.req.valid("param").id });
    return c.body(null, 204);
  })
  .openapi(route(contract.consent), async (c) => {
    const actor = requireActor(c);
    return c.json(await describeAuthorization({ db: c.get("services").db, actor, ownerId: actor.userId, request: c.req.valid("query") }), 200);
  })
  .openapi(route(contract.decide), async (c) => {
    const actor = requireActor(c);
    const { allow, ...request } = c.req.valid("json");
    return c.json(await decideAuthorization({ db: c.get("services").db, actor, ownerId: actor.userId, request, allow }), 200);
  });
