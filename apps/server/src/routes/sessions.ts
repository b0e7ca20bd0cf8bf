// The caller's own sessions: ending one by its id. Listing them is better-auth's list-sessions,
// whose tokens are stripped (auth/account-hooks.ts).
import { sessionRoutes as contract } from "@unleak/contracts";
import { revokeSession } from "@unleak/core/accounts/revoke-session";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const sessionRoutes = contractRouter().openapi(route(contract.revoke), async (c) => {
  const actor = requireActor(c);
  await revokeSession({ db: c.get("services").db, actor, ownerId: actor.userId, sessionId: c.req.valid("param").id });
  return c.body(null, 204);
});
