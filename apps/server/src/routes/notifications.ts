// The signed-in user's notifications: their own and the global ones, read, marked and deleted.
import { deleteNotification, listNotifications, markNotificationsRead } from "@unleak/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { readIdParam, readJson } from "../http/read-json";
import { requireUser } from "../http/session";

const markReadBody = z.object({ ids: z.array(z.uuid()).max(100).optional() }).strict();

export const notificationRoutes = new Hono<AppEnv>()
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
