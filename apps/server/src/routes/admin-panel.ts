// The admin panel's own routes (issue 16): the counts of its sidebar and the audit log. Every
// admin route needs an administrator with two-factor on (the contract's access, then core's policy).
import { adminRoutes as contract } from "@unleak/contracts";
import { getAdminOverview, listAdminActions } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const adminPanelRoutes = contractRouter()
  .openapi(route(contract.overview), async (c) => c.json(await getAdminOverview({ db: c.get("services").db, actor: requireActor(c) }), 200))
  .openapi(route(contract.auditLog), async (c) => {
    const { q, action, userId, offset } = c.req.valid("query");
    return c.json(await listAdminActions({ db: c.get("services").db, actor: requireActor(c), q, action, targetUserId: userId, offset }), 200);
  });
