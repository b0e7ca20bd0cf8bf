// The signed-in user's notifications: their own and the global ones, read, marked and deleted.
import { notificationRoutes as contract } from "@unleak/contracts";
import { deleteNotification, listNotifications, markNotificationsRead } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { languageOf } from "../i18n";

export const notificationRoutes = contractRouter()
  .openapi(route(contract.list), async (c) => {
    const actor = requireActor(c);
    // The web app's calls name the page's language: a broadcast reads in it (issue 16).
    return c.json(await listNotifications({ db: c.get("services").db, actor, ownerId: actor.userId, language: languageOf(c.req.raw) }), 200);
  })
  .openapi(route(contract.markRead), async (c) => {
    const actor = requireActor(c);
    const { ids } = c.req.valid("json");
    return c.json(await markNotificationsRead({ db: c.get("services").db, actor, ownerId: actor.userId, ids }), 200);
  })
  .openapi(route(contract.delete), async (c) => {
    const actor = requireActor(c);
    await deleteNotification({ db: c.get("services").db, actor, ownerId: actor.userId, id: c.req.valid("param").id });
    return c.body(null, 204);
  });
