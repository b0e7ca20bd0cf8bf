// The signed-in user's own data for the shell: who they are, their notifications, and the
// public configuration the web app adapts to.
import { deleteNotification, getAccountOverview, listNotifications, markNotificationsRead, AppError } from "@unleak/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { readIdParam, readJson } from "../http/read-json";
import { requireUser } from "../http/session";

const markReadBody = z.object({ ids: z.array(z.uuid()).max(100).optional() }).strict();

export const accountRoutes = new Hono<AppEnv>()
  .get("/config", (c) => {
    const { config } = c.get("services");
    const { google, version, supportChatUrl, supportEmail, marketingUrl } = config;
    return c.json({ googleEnabled: google !== null, version, supportChatUrl, supportEmail, marketingUrl });
  })
  .get("/me", async (c) => {
    const user = requireUser(c);
    const { db, config } = c.get("services");
    const overview = await getAccountOverview({ db, userId: user.id, adminEmails: config.adminEmails });
    if (!overview) throw new AppError("UNAUTHENTICATED");
    return c.json(overview);
  })
  .get("/notifications", async (c) => {
    const user = requireUser(c);
    return c.json(await listNotifications({ db: c.get("services").db, userId: user.id }));
  })
  .post("/notifications/read", async (c) => {
    const user = requireUser(c);
    const { ids } = await readJson(c, markReadBody);
    return c.json(await markNotificationsRead({ db: c.get("services").db, userId: user.id, ids }));
  })
  .delete("/notifications/:id", async (c) => {
    const user = requireUser(c);
    await deleteNotification({ db: c.get("services").db, userId: user.id, id: readIdParam(c) });
    return c.body(null, 204);
  });
