// The shell's data: the public configuration the web app adapts to, and who the signed-in user
// is. Their notifications are in notifications.ts.
import { accountRoutes as contract } from "@unleak/contracts";
import { AppError, getAccountOverview } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const accountRoutes = contractRouter()
  .openapi(route(contract.config), (c) => {
    const { google, version, supportChatUrl, supportEmail, marketingUrl } = c.get("services").config;
    return c.json({ googleEnabled: google !== null, version, supportChatUrl, supportEmail, marketingUrl }, 200);
  })
  .openapi(route(contract.me), async (c) => {
    const actor = requireActor(c);
    const { db, config } = c.get("services");
    const overview = await getAccountOverview({ db, actor, ownerId: actor.userId, adminEmails: config.adminEmails });
    if (!overview) throw new AppError("UNAUTHENTICATED");
    return c.json(overview, 200);
  });
